import HIGModel
import HIGTestSupport
import Testing

@Suite("Related links")
struct RelatedLinkTests {
    @Test("a relative link to a Markdown file resolves to the page that file holds")
    func relativeFileLink() throws {
        let content = try TemporaryDirectory()
        try content.write("loading.md", "# Loading\n\n## Best practices\n\n**Show content quickly.** Body.\n")
        try content.write(
            "launch.md",
            "# Launching\n\n## Best practices\n\n**Launch instantly.** See [loading](./loading.md#best-practices) for more.\n"
        )
        let graph = HIGIngestHelpers.ingest(content.path).graph
        let launch = try #require(graph.practices.first { $0.lead == "Launch instantly." })
        #expect(launch.references.contains { $0.kind == .page && $0.target == "loading" && $0.resolved })
    }

    @Test("links under a Korean 연관 내용 heading are related pages, not guidance")
    func koreanRelatedHeading() throws {
        let content = try TemporaryDirectory()
        try content.write("sheets.md", "# Sheets\n\n## Best practices\n\n**Use sheets sparingly.** Body.\n")
        try content.write(
            "alerts.md",
            "# Alerts\n\n## Best practices\n\n**Keep alerts short.** Body.\n\n## 연관 내용\n\n[Sheets](../components/sheets)\n"
        )
        let graph = HIGIngestHelpers.ingest(content.path).graph
        let alerts = try #require(graph.page(id: "alerts"))
        #expect(alerts.related.contains { $0.target == "sheets" && $0.resolved })
        #expect(graph.practices.filter { $0.page == "alerts" }.map(\.lead) == ["Keep alerts short."])
    }

    @Test("DocC's automatic see-also is not taken for the page's own related links")
    func generatedSeeAlso() throws {
        let content = try TemporaryDirectory()
        let node = """
            {"schemaVersion":{"major":0,"minor":3,"patch":0},"metadata":{"title":"Toolbars"},
             "primaryContentSections":[{"kind":"content","content":[
               {"type":"heading","level":2,"text":"Best practices","anchor":"best"},
               {"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Keep toolbars short."}]},{"type":"text","text":" Body."}]}]}],
             "topicSections":[{"title":"Related","identifiers":["doc://com.apple.HIG/documentation/HIG/menus"]}],
             "seeAlsoSections":[{"generated":true,"identifiers":["doc://com.apple.HIG/documentation/HIG/sidebars"]}],
             "references":{}}
            """
        try content.write("toolbars.json", node)
        let page = try #require(HIGIngestHelpers.ingest(content.path).graph.page(id: "toolbars"))
        #expect(page.related.map(\.target) == ["menus"])
    }
}
