import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// A Korean query copied from a Mac file name (decomposed Hangul), from the web (a zero-width
/// space) or typed in fullwidth Latin finds what the plain query finds.
@Suite("Korean queries in other encodings")
struct KoreanQueryFoldingTests {
    private static func first(_ query: String) throws -> String? {
        try TestIndex.wholeEngine.search(query, limit: 3).hits.compactMap(\.practice?.id).first
    }

    @Test(
        "decomposed Hangul, zero-width characters and fullwidth Latin rank as the plain query",
        arguments: [
            ("오디오 중단", "오디오 중단".decomposedStringWithCanonicalMapping),
            ("오디오 중단", "오디오 중\u{200B}단"),
            ("audio 중단", "ａｕｄｉｏ 중단"),
            ("경고", "경\u{FEFF}고"),
        ])
    func foldedQueries(plain: String, written: String) throws {
        #expect(Array(plain.unicodeScalars) != Array(written.unicodeScalars))
        let expected = try #require(try Self.first(plain))
        #expect(try Self.first(written) == expected)
    }
}
