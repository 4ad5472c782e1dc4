import HIGModel
import HIGTestSupport
import Testing

@Suite("Markdown")
struct MarkdownReaderTests {
    @Test("a web clipping whose front matter is never closed")
    func modalityClipping() throws {
        let result = SingleFile.ingest("markdown/modality.clip.md")
        #expect(result.diagnostics.map(\.id) == ["ingest.front-matter.unclosed"])
        #expect(result.diagnostics.first?.line == 1)
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Modality")
        #expect(page.abstract.hasPrefix("Modality is a design technique"))
        #expect(result.graph.practices.count == 8)
        #expect(result.graph.practices.allSatisfy { $0.section == "Best practices" })
        #expect(page.related.contains { $0.kind == .page && $0.target == "sheets" })
        #expect(page.related.contains { $0.kind == .symbol && $0.target == "UIModalPresentationStyle" })
    }

    @Test("a raw clipping: the JavaScript notice, navigation, sidebar and footer are dropped")
    func clippingChrome() throws {
        let result = SingleFile.ingest("markdown/managing-notifications.jsnav-clip.md")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Managing notifications")
        #expect(result.graph.practices.count == 5)
        #expect(
            !page.sections.contains { ["Quick Links", "Human Interface Guidelines", "Platforms"].contains($0.title) })
        #expect(page.sections.first?.title == "Integrating with Focus")
    }

    @Test("setext headings with change-log text glued to the title")
    func setextHeadings() throws {
        let result = SingleFile.ingest("markdown/alerts.setext.md")
        #expect(result.graph.pages.first?.title == "Alerts")
        #expect(result.graph.practices.first?.lead == "Use alerts sparingly.")
        #expect(result.graph.practices.count == 18)
        #expect(result.graph.practices.allSatisfy { $0.styles.contains("alert") })
    }

    @Test("DocC directives are read and removed before cmark sees the text")
    func doccMarkdown() throws {
        let result = SingleFile.ingest("docc-markdown/WWDC19-212-Architecting-Your-App-for-Multiple-Windows.md")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Architecting Your App for Multiple Windows")
        #expect(result.diagnostics.isEmpty)
        #expect(!page.sections.contains { $0.title.contains("@") })
        #expect(page.sections.map(\.title).contains("Modern lifecycle flow"))
    }

    @Test("the format is sniffed from the content, not the extension")
    func sniffing() throws {
        let (result, _) = try SingleFile.ingest(
            text: "# Sheets\n\n## Best practices\n\n**Use a sheet for a scoped task.** Body.\n", named: "notes.txt")
        #expect(result.graph.files.first?.format == "markdown")
        #expect(result.graph.practices.map(\.lead) == ["Use a sheet for a scoped task."])
    }

    @Test("front matter that is not YAML is a warning and the page still reads")
    func brokenFrontMatter() throws {
        let (result, _) = try SingleFile.ingest(
            text:
                "---\ntitle: [unclosed\nsource: x\n---\n\n# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n"
        )
        #expect(result.diagnostics.map(\.id) == ["ingest.front-matter.invalid"])
        #expect(result.graph.practices.map(\.lead) == ["Use alerts sparingly."])
    }
}
