import Foundation
import Testing

@testable import HIGMCP

@Suite("Standard input cut into lines")
struct LineSplitterTests {
    private func lines(_ pieces: [LineSplitter.Piece]) -> [String] {
        pieces.map {
            switch $0 {
            case .line(let data): String(decoding: data, as: UTF8.self)
            case .tooLong(let bytes): "dropped \(bytes)"
            }
        }
    }

    @Test("a line split over reads is whole; blank lines are skipped; the last needs no line feed")
    func splitsAcrossReads() {
        var splitter = LineSplitter(maximumBytes: 100)
        #expect(lines(splitter.append(Data("{\"a\":".utf8))).isEmpty)
        #expect(lines(splitter.append(Data("1}\n\n \r\n{\"b\":2}\n{\"c\"".utf8))) == ["{\"a\":1}", "{\"b\":2}"])
        #expect(splitter.finish().map { lines([$0]) } == ["{\"c\""])
    }

    @Test("a line over the limit is dropped as it comes and reported with its length; the next is read")
    func dropsOverlongLine() {
        var splitter = LineSplitter(maximumBytes: 10)
        #expect(lines(splitter.append(Data(String(repeating: "x", count: 8).utf8))).isEmpty)
        #expect(lines(splitter.append(Data(String(repeating: "x", count: 30).utf8))).isEmpty)
        #expect(lines(splitter.append(Data("xx\nok\n".utf8))) == ["dropped 40", "ok"])
        #expect(splitter.finish() == nil)
    }
}
