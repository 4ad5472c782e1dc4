import Foundation
import HIGModel
import Testing

/// The whole graph of the shipped Content as JSON, compared with a reviewed golden file.
/// Re-record with HIG_RECORD_SNAPSHOTS=1 and review the diff before committing it.
@Suite("Golden graph dump")
struct GraphSnapshotTests {
    static let snapshot = TestContent.packageRoot.appendingPathComponent("Tests/HIGTests/Snapshots/graph.json")

    @Test("the graph matches Snapshots/graph.json")
    func graphDump() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let actual = try encoder.encode(TestContent.graph)
        if ProcessInfo.processInfo.environment["HIG_RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.snapshot.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: Self.snapshot)
            return
        }
        let expected = try Data(contentsOf: Self.snapshot)
        let actualText = String(decoding: actual, as: UTF8.self)
        let expectedText = String(decoding: expected, as: UTF8.self)
        if actualText != expectedText {
            let actualLines = actualText.split(separator: "\n", omittingEmptySubsequences: false)
            let expectedLines = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
            let line = first?.offset ?? min(actualLines.count, expectedLines.count)
            Issue.record(
                """
                graph differs from Snapshots/graph.json at line \(line + 1):
                  expected: \(line < expectedLines.count ? expectedLines[line] : "<end>")
                  actual:   \(line < actualLines.count ? actualLines[line] : "<end>")
                Re-record with HIG_RECORD_SNAPSHOTS=1 swift test --filter GraphSnapshotTests and review the diff.
                """)
        }
    }
}
