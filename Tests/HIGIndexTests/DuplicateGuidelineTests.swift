import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@Suite("One guideline on two pages")
struct DuplicateGuidelineTests {
    @Test("the same lead on two pages takes one place in the results, naming the other page")
    func onePlace() throws {
        let content = try TemporaryDirectory()
        let body = "Let people decide when to dismiss the view."
        try content.write("a.md", "# Sheets\n\n## Best practices\n\n**Avoid stacking modal views.** \(body)\n")
        try content.write(
            "b.md",
            "# Modality\n\n## Best practices\n\n**Avoid stacking modal views.** \(body)\n\n**Keep modal tasks short.** Body.\n"
        )
        let graph = HIGIngestHelpers.ingest(content.path).graph
        #expect(graph.practices.filter { $0.lead == "Avoid stacking modal views." }.count == 2)
        let index = content.path + "/index.sqlite"
        try IndexWriter.write(graph, fingerprint: "x", contentPaths: [content.path], to: index)
        // The two pages declare no Apple address, so they read as articles, shown on request.
        let hits = try SearchEngine(indexPath: index).search(
            "stacking modal views", filters: .everyKind, limit: 10
        ).hits.filter {
            $0.kind == .practice
        }
        #expect(hits.filter { $0.title == "Avoid stacking modal views." }.count == 1)
        let first = try #require(hits.first)
        #expect(first.title == "Avoid stacking modal views.")
        #expect(first.alsoOn.count == 1)
        #expect(["Sheets", "Modality"].contains(first.alsoOn[0]) && first.alsoOn[0] != first.pageTitle)
    }
}

@Suite("Function words")
struct FunctionWordTests {
    @Test("words of degree and frequency do not pull in practices that lack the content word")
    func contentWordsRule() throws {
        // Two practices hold the content word; two hold only the words of degree and frequency.
        let content = try InlineContent([
            "editing.md": """
            # Editing

            ## Best practices

            **Let people undo an action more than once.** Keep a history so each step can be reverted.

            **Offer undo for a destructive change.** A mistake is then easy to recover from.

            **Show more than one option at once.** People compare them faster side by side.

            **Ask once, never more than twice.** A repeated prompt annoys people more than it helps.
            """
        ])
        let hits = try content.engine().search("undo more than once", filters: .everyKind, limit: 10).hits
            .compactMap(\.practice)
        #expect(!hits.isEmpty)
        #expect(hits.allSatisfy { ($0.lead + " " + $0.body).lowercased().contains("undo") })
    }
}
