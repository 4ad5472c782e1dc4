import Foundation
import HIGExport
import HIGModel
import HIGTestSupport
import Testing

/// A link in a guideline's bold lead stays a link, and a link to a heading of the same page
/// goes to that section on the site.
@Suite("links in leads and to headings of the page")
struct LeadLinkTests {
    static let files = [
        "Machine learning.md": """
        # Machine learning

        ## Best practices

        **Include a settings item in the [App menu](The%20menu%20bar.md).** Put it first.

        **Ask for feedback sparingly.** Prefer [implicit](#Implicit-feedback) feedback.

        ## Implicit feedback

        Dynamic features learn from [implicit](#Implicit-feedback) and [missing](#No-such-heading) feedback.
        """,
        "The menu bar.md": """
        # The menu bar

        ## App menu

        **Keep the App menu short.** Few items.
        """,
    ]

    private func graph() throws -> (RuleGraph, TemporaryDirectory) {
        let (result, folder) = try SingleFile.ingest(files: Self.files)
        return (result.graph, folder)
    }

    private func practice(_ graph: RuleGraph, _ lead: String) throws -> Practice {
        try #require(graph.practices.first { $0.lead == lead })
    }

    @Test func aLinkInABoldLeadIsKept() throws {
        let (graph, folder) = try graph()
        _ = folder
        let practice = try practice(graph, "Include a settings item in the App menu.")
        let linked = try #require(practice.rich?.lead.first { $0.link != nil })
        #expect(linked.text == "App menu")
        #expect(linked.link?.kind == .page && linked.link?.target == "the-menu-bar")
        let page = try #require(graph.page(id: "machine-learning"))
        let markdown = PageMarkdownDocument(platformNames: [:]).render(
            page, practices: page.practices.compactMap { id in graph.practices.first { $0.id == id } })
        #expect(
            markdown.contains(
                "- **Include a settings item in the [App menu](https://developer.apple.com/design/human-interface-guidelines/the-menu-bar).**"
            ))
    }

    @Test func theSiteLinksTheLeadAndSamePageHeadings() throws {
        let (graph, folder) = try graph()
        _ = folder
        let html = try RichTextSiteTests.page(graph, "machine-learning")
        #expect(
            html.contains(
                #"<span lang="en" class="en">Include a settings item in the <a href="../pages/the-menu-bar.html">App menu</a>.</span>"#
            ))
        #expect(html.contains(#"id="section-implicit-feedback""#))
        #expect(html.contains(##"<a href="#section-implicit-feedback">implicit</a> and missing feedback"##))
        // In a guideline's body too.
        #expect(html.contains(##"Prefer <a href="#section-implicit-feedback">implicit</a> feedback."##))
    }
}
