import Foundation
import HIGIndex
import HIGModel

/// An index of the shipped Content, written once per test run.
package enum TestIndex {
    package static let path: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-test-index-\(ProcessInfo.processInfo.processIdentifier).sqlite").path
        try! IndexWriter.write(
            TestContent.graph, fingerprint: "test", contentPaths: [TestContent.contentDirectory.path], to: path)
        return path
    }()

    package static let engine: SearchEngine = try! SearchEngine(indexPath: path)

    /// An index of the whole shipped Content.
    package static let wholePath: String = {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-test-whole-index-\(ProcessInfo.processInfo.processIdentifier).sqlite").path
        try! IndexWriter.write(
            TestContent.whole.graph, fingerprint: "test", contentPaths: [TestContent.contentDirectory.path], to: path)
        return path
    }()

    package static let wholeEngine: SearchEngine = try! SearchEngine(indexPath: wholePath)

    package static func leads(_ query: String, filters: GuidelineFilter = GuidelineFilter(), limit: Int = 10) throws
        -> [String]
    {
        try engine.search(query, filters: filters, limit: limit).hits.compactMap { $0.practice?.lead }
    }
}
