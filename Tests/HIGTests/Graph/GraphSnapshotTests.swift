import Foundation
import HIGModel
import Testing

/// The whole graph of the shipped Content as JSON, compared with a reviewed golden file.
@Suite("Golden graph dump")
struct GraphSnapshotTests {
    @Test("the graph matches Snapshots/graph.json")
    func graphDump() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try Snapshot.assertMatches(
            String(decoding: try encoder.encode(TestContent.graph), as: UTF8.self), named: "graph.json")
    }
}
