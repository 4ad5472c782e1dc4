import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// Forms of pages met outside the shipped Content: each written the way a real page is.
@Suite("Other forms of real pages")
struct UnseenFormsTests {
    private func ingest(_ name: String, _ text: String) throws -> RuleGraph {
        try SingleFile.ingest(text: text, named: name).0.graph
    }

    @Test("guidelines written as bold-lead list items, and inline HTML bold")
    func listItemsAndHTMLBold() throws {
        let graph = try ingest(
            "toggles.md",
            """
            # Toggles

            ## Best practices

            - **Use a toggle to help people choose between two opposing values.** A toggle affects the state of content.
              > 토글을 사용하여 반대되는 두 값 중에서 선택하도록 돕습니다.
            - **Make sure the visual differences are obvious.** People need to see the state at a glance.

            <strong>Use a checkbox for lists of options.</strong> A checkbox suits several choices.
            """)
        let leads = graph.practices.map(\.lead)
        #expect(leads.contains("Use a toggle to help people choose between two opposing values."))
        #expect(leads.contains("Make sure the visual differences are obvious."))
        #expect(leads.contains("Use a checkbox for lists of options."))
        #expect(graph.practices.first?.ko?.hasPrefix("토글을 사용하여") == true)
    }

    @Test("a full stop just outside the bold belongs to the lead")
    func punctuationAfterBold() throws {
        let graph = try ingest(
            "alerts.md",
            "# Alerts\n\n## Best practices\n\n**Provide a message only if necessary**. In general, keep it short.\n")
        let practice = try #require(graph.practices.first)
        #expect(practice.lead == "Provide a message only if necessary.")
        #expect(practice.body == "In general, keep it short.")
    }

    @Test(
        "site suffixes come off titles, from front matter and from saved file names",
        arguments: [
            (
                "---\ntitle: \"Popovers - Views - iOS - Human Interface Guidelines - Apple Developer\"\n---\n\n## Best practices\n\n**Show one popover at a time.** Body.\n",
                "p.md"
            ),
            (
                "## Best practices\n\n**Show one popover at a time.** Body.\n",
                "Popovers _ Apple Developer Documentation.md"
            ),
        ])
    func siteSuffixes(text: String, name: String) throws {
        let graph = try ingest(name, text)
        #expect(graph.pages.map(\.id) == ["popovers"])
    }

    @Test("a byte that is not UTF-8 costs a warning, not the page")
    func invalidByteKeepsPage() throws {
        let directory = try TemporaryDirectory()
        var data = Data("# Popovers\n\n## Best practices\n\n**Show one popover at a time.** Caf".utf8)
        data.append(0xE9)
        data.append(Data(".\n".utf8))
        try directory.write("popovers.md", data)
        let result = HIGIngestHelpers.ingest(directory.path)
        #expect(result.diagnostics.contains { $0.id == "ingest.file.encoding" })
        #expect(result.graph.practices.map(\.lead) == ["Show one popover at a time."])
    }

    @Test("UTF-16 text with a byte order mark is read")
    func utf16() throws {
        let directory = try TemporaryDirectory()
        let text = "# Popovers\n\n## Best practices\n\n**Show one popover at a time.** 한 번에 하나만.\n"
        try directory.write("popovers.md", text.data(using: .utf16)!)
        let result = HIGIngestHelpers.ingest(directory.path)
        #expect(result.graph.practices.map(\.lead) == ["Show one popover at a time."])
    }

    @Test("DocC JSON with a links grid and a tab navigator")
    func doccLinksAndTabs() throws {
        let json = #"""
            {"schemaVersion":{"major":0,"minor":3,"patch":0},"metadata":{"title":"Popovers"},
             "primaryContentSections":[{"kind":"content","content":[
               {"type":"heading","level":2,"text":"Best practices","anchor":"Best-practices"},
               {"type":"links","style":"compactGrid","items":["doc://com.apple.HIG/documentation/HIG/sheets"]},
               {"type":"tabNavigator","tabs":[{"title":"iOS","content":[
                 {"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Position popovers appropriately."}]},{"type":"text","text":" Point at the control."}]}]}]},
               {"type":"row","numberOfColumns":1,"columns":[{"size":1,"content":[
                 {"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Show one popover at a time."}]},{"type":"text","text":" Body."}]}]}]}
             ]}]}
            """#
        let (result, _) = try SingleFile.ingest(text: json, named: "popovers.json")
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.formatted))")
        let practices = result.graph.practices
        #expect(practices.map(\.lead) == ["Position popovers appropriately.", "Show one popover at a time."])
        #expect(practices.first?.strength == .should)
    }
}
