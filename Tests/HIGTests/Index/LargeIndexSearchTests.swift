import Foundation
import HIGIndex
import HIGModel
import Testing

@Suite("Search on an index where a word is everywhere")
struct LargeIndexSearchTests {
    /// 1,100 practices name sheets in their leads, 1,100 more only in their bodies (many times),
    /// and one says it best: more practices than the narrowing threshold.
    private static let index: (path: String, directory: TemporaryDirectory) = {
        let directory = try! TemporaryDirectory()
        var lines = ["# Sheets", "", "## Best practices", ""]
        for index in 0..<1_100 {
            lines += ["**Keep sheet \(index) focused on its task \(index).** Body \(index).", ""]
            lines += ["**Offer item \(index) elsewhere.** " + String(repeating: "A sheet. ", count: 12), ""]
        }
        lines += ["**Dismiss a sheet when people are done.** Close the sheet.", ""]
        try! directory.write("Content/sheets.md", lines.joined(separator: "\n"))
        try! directory.write(
            "Content/taxonomy.yml", String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        let graph = HIGIngestHelpers.ingest(directory.path + "/Content").graph
        let path = directory.path + "/index.sqlite"
        try! IndexWriter.write(graph, fingerprint: "test", contentPaths: [directory.path + "/Content"], to: path)
        return (path, directory)
    }()

    @Test("with more than a full set of candidates holding every word in the lead, the best of them leads")
    func leadsFirst() throws {
        #expect(2 * 1_100 > SearchEngine.narrowingThreshold)
        let engine = try SearchEngine(indexPath: Self.index.path)
        let hits = try engine.search("dismiss sheet done", limit: 5).hits.compactMap(\.practice)
        #expect(hits.first?.lead == "Dismiss a sheet when people are done.")
        let sheet = try engine.search("sheet", limit: 10).hits.compactMap(\.practice)
        #expect(sheet.count == 10)
        #expect(sheet.allSatisfy { $0.lead.lowercased().contains("sheet") }, "\(sheet.map(\.lead))")
    }
}
