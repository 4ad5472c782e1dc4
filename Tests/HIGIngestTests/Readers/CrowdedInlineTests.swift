import HIGParsers
import HIGTestSupport
import Testing

@Suite("Crowded paragraphs")
struct CrowdedInlineTests {
    @Test("a paragraph of ten thousand bold runs keeps its text in a bounded tree")
    func boundedTree() throws {
        let document = MarkdownParser.parse(String(repeating: "**a** ", count: 10_000))
        let paragraph = try #require(document.children.first)
        #expect(paragraph.children.count <= MarkdownParser.maximumInlineChildren + 2)
        func text(_ node: MarkdownNode) -> String { node.literal + node.children.map(text).joined() }
        #expect(text(paragraph).filter { $0 == "a" }.count == 10_000)
    }
}

@Suite("Oversized Markdown")
struct OversizedMarkdownReadingTests {
    /// Over one part: 300 KiB of practices, a 100 KiB line, and a link whose definition is at the end.
    private static let page: String = {
        var lines = ["# Sheets", "", "## Best practices", ""]
        lines += ["**Use a sheet for a scoped task.** See [the guide][guide].", ""]
        for index in 0..<3_000 {
            lines += ["**Keep sheet \(index) brief.** " + String(repeating: "Body text. ", count: 9), ""]
        }
        lines += [String(repeating: "word ", count: 20_000), ""]
        lines += ["**Offer a Done button.** The last practice.", "", "[guide]: https://example.com/sheets", ""]
        return lines.joined(separator: "\n")
    }()

    @Test("a file larger than a part keeps every practice, its line numbers and its link definitions")
    func partsKeepEverything() throws {
        let (result, _) = try SingleFile.ingest(text: Self.page, named: "sheets.md")
        let practices = result.graph.practices
        #expect(practices.count == 3_002)
        let last = try #require(practices.last)
        #expect(last.lead == "Offer a Done button.")
        #expect(last.sources.first?.line == 4 + 2 + 3_000 * 2 + 2 + 1)
        let first = try #require(practices.first)
        #expect(first.references.contains { $0.target.contains("example.com/sheets") })
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.markdown.oversized" })
        #expect(warning.line == 4 + 2 + 3_000 * 2 + 1)
    }
}
