import Foundation
import HIGExport
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGCommandLine
@testable import HIGKnowledgeBase

/// A paragraph that follows a guideline on Apple's page (what to do when the minimum contrast is
/// not the default, the figures that show it) is read after that guideline, not gathered with
/// the section's opening paragraphs: in the graph, `hig show`, the site and the page's Markdown.
@Suite("Paragraphs stay after the guideline they follow")
struct ProseAmidPracticesTests {
    static let page = """
        # Accessibility

        Source: https://developer.apple.com/design/human-interface-guidelines/accessibility

        ## Vision

        The people who use your interface may have low vision.

        **Support larger text sizes.** Make sure people can adjust the size of your text.

        **Strive to meet color contrast minimum standards.** Text needs enough contrast.

        If your app doesn’t provide this minimum contrast by default, offer a higher contrast scheme.

        **Prefer system-defined colors.** These colors have accessible variants.
        """

    static let opening = "The people who use your interface may have low vision."
    static let afterContrast = "If your app doesn’t provide this minimum contrast by default"

    static func graph() throws -> (RuleGraph, TemporaryDirectory) {
        let (result, directory) = try SingleFile.ingest(text: Self.page, named: "accessibility.md")
        return (result.graph, directory)
    }

    @Test("the graph says which guideline each paragraph follows")
    func follows() throws {
        let (graph, _) = try Self.graph()
        let section = try #require(graph.pages.first?.sections.first { $0.title == "Vision" })
        let prose = section.prose ?? []
        #expect(prose.map(\.follows) == [nil, "accessibility/strive-to-meet-color-contrast-minimum-standards"])
    }

    @Test("hig show gives the paragraph after its guideline, before the next")
    func show() throws {
        let (graph, _) = try Self.graph()
        let page = try #require(graph.pages.first)
        let text = AppleKoreanTablesShownTests.show(page, in: graph, .en)
        let contrast = try #require(text.range(of: "Strive to meet color contrast"))
        let paragraph = try #require(text.range(of: Self.afterContrast))
        let colors = try #require(text.range(of: "Prefer system-defined colors"))
        let opening = try #require(text.range(of: Self.opening))
        #expect(opening.lowerBound < contrast.lowerBound)
        #expect(contrast.lowerBound < paragraph.lowerBound && paragraph.lowerBound < colors.lowerBound, "\(text)")
    }

    @Test("the site and the page's Markdown give it after its guideline, before the next")
    func siteAndMarkdown() throws {
        let ingested = try Self.graph()
        let html = try AppleKoreanTablesShownTests.sitePage("accessibility", of: ingested)
        let markdown = PageMarkdownDocument(platformNames: [:]).render(
            try #require(ingested.0.pages.first), practices: ingested.0.practices)
        for text in [html, markdown] {
            let contrast = try #require(text.range(of: "Strive to meet color contrast"))
            let paragraph = try #require(text.range(of: Self.afterContrast))
            let colors = try #require(text.range(of: "Prefer system-defined colors"))
            #expect(try #require(text.range(of: Self.opening)).lowerBound < contrast.lowerBound)
            #expect(contrast.lowerBound < paragraph.lowerBound && paragraph.lowerBound < colors.lowerBound, "\(text)")
            #expect(text.components(separatedBy: Self.afterContrast).count == 2, "shown once")
        }
    }
}
