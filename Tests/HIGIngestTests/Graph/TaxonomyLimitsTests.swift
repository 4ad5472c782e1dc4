import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// A taxonomy.yml that would make loading unbounded is refused before it is decoded, with an
/// error; the pages still ingest, untagged.
@Suite("Taxonomy limits")
struct TaxonomyLimitsTests {
    static let page = "# Sheets\n\n## Best practices\n\n**Keep sheets short on iPhone.** Body.\n"

    private func ingest(taxonomy: (TemporaryDirectory) throws -> Void) throws -> IngestResult {
        let directory = try TemporaryDirectory()
        try directory.write("Content/sheets.md", Self.page)
        try taxonomy(directory)
        return Ingester().ingest(paths: [directory.path + "/Content"])
    }

    @Test("an alias bomb is refused at its first anchor, unexpanded")
    func aliasBomb() throws {
        var lines = ["a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
        for level in 1..<40 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [\(Array(repeating: previous, count: 9).joined(separator: ", "))]")
        }
        let result = try ingest { try $0.write("Content/taxonomy.yml", lines.joined(separator: "\n") + "\n") }
        let refused = try #require(result.diagnostics.first { $0.id == "ingest.taxonomy.refused" })
        #expect(refused.severity == .error)
        #expect(refused.line == 1)
        #expect(refused.message.contains("anchors and aliases"))
        #expect(result.graph.practices.map(\.lead) == ["Keep sheets short on iPhone."])
    }

    @Test("a taxonomy over the size limit is refused unread")
    func oversized() throws {
        let shipped = try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8)
        let padding = String(repeating: "# padding to grow the file past its limit\n", count: 7_000)
        let result = try ingest { try $0.write("Content/taxonomy.yml", shipped + padding) }
        let refused = try #require(result.diagnostics.first { $0.id == "ingest.taxonomy.refused" })
        #expect(refused.message.contains("over the \(256 * 1024)-byte limit"))
        #expect(result.graph.taxonomy.platforms.isEmpty)
    }

    @Test("a taxonomy.yml linked from outside the content is not read")
    func linkedFromOutside() throws {
        let result = try ingest { directory in
            let outside = try directory.write(
                "elsewhere/taxonomy.yml", try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
            try FileManager.default.createSymbolicLink(
                atPath: directory.path + "/Content/taxonomy.yml", withDestinationPath: outside)
        }
        let refused = try #require(result.diagnostics.first { $0.id == "ingest.taxonomy.refused" })
        #expect(refused.message.contains("outside the content folder; not read"))
        #expect(result.graph.taxonomy.platforms.isEmpty, "not read")
        #expect(result.graph.practices.first?.platforms.isEmpty == true)
    }

    @Test("the shipped taxonomy, linked from inside the content, is read")
    func linkedFromInside() throws {
        let result = try ingest { directory in
            try directory.write(
                "Content/shared/taxonomy.yml",
                try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
            try FileManager.default.createSymbolicLink(
                atPath: directory.path + "/Content/taxonomy.yml", withDestinationPath: "shared/taxonomy.yml")
        }
        #expect(!result.diagnostics.contains { $0.id.hasPrefix("ingest.taxonomy") })
        #expect(!result.graph.taxonomy.platforms.isEmpty)
        #expect(result.graph.practices.first?.platforms.isEmpty == false)
    }
}
