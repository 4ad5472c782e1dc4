import Foundation
import HIGModel
import HIGParsers
import HIGSite
import HIGTestSupport
import Testing

/// The site's Korean mode: every Korean text is marked `lang="ko"`, and the headings (page,
/// section, practice) carry Korean a screen reader reads when the mode shows it.
@Suite("Korean mode of the site")
struct KoreanSiteTests {
    /// Korean text outside any element marked `lang="ko"`, as "file: text".
    static func unmarkedKorean(_ node: HTMLNode, inKorean: Bool = false, file: String) -> [String] {
        let lang = node.attributes["lang"]
        let korean = lang.map { $0.lowercased().hasPrefix("ko") } ?? inKorean
        if node.kind == .text {
            return !korean && Hangul.containsHangul(node.text) ? ["\(file): \(node.text.prefix(60))"] : []
        }
        // Scripts and styles are no text a reader sees.
        if ["script", "style"].contains(node.name) { return [] }
        return node.children.flatMap { unmarkedKorean($0, inKorean: korean, file: file) }
    }

    @Test("every Korean text of the shipped site's pages and checklists is inside an element with lang=\"ko\"")
    func everyKoreanTextMarked() throws {
        let site = TestSite.shipped
        let files = (FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".html") && ($0.hasPrefix("pages/") || $0.hasPrefix("checklists/")) }
        #expect(files.count > 10)
        var unmarked: [String] = []
        for file in files.sorted() {
            let root = try #require(HTMLParser.parse(Array(try TestSite.html(site, file).utf8)))
            // The page's own content: the frame around it (the language button) is the chrome's.
            for main in root.elements(named: "main") { unmarked += Self.unmarkedKorean(main, file: file) }
        }
        #expect(unmarked.isEmpty, "\(unmarked.count): \(unmarked.prefix(8))")
    }

    static func koreanGraph() -> RuleGraph {
        let practice = Practice(
            id: "sheets/keep-it-short", lead: "Keep a sheet short.", body: "Long sheets tire people.",
            ko: "시트는 짧게 유지합니다. 긴 시트는 사람을 지치게 합니다.", page: "sheets", section: "Best practices",
            strength: .should)
        var page = Page(
            id: "sheets", title: "Sheets", sections: [Section(id: "best-practices", title: "Best practices", level: 2)],
            practices: [practice.id])
        page.titleKo = "시트"
        page.sections[0].titleKo = "권장 사항"
        page.sources = ["markdown/sheets.md"]
        return RuleGraph(pages: [page], practices: [practice], taxonomy: TestContent.taxonomy)
    }

    @Test("page, section and practice headings carry their Korean, marked lang=\"ko\", beside the English")
    func koreanHeadings() throws {
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        try TestSite.write(Self.koreanGraph(), to: site)
        let root = try #require(HTMLParser.parse(Array(try TestSite.html(site, "pages/sheets.html").utf8)))
        func korean(in heading: String) -> [String] {
            root.elements(named: heading).flatMap { $0.elements(named: "span") }
                .filter { $0.attributes["lang"] == "ko" }.map(\.textContent)
        }
        let h1 = try #require(root.elements(named: "h1").first)
        #expect(h1.attributes["class"] == "has-ko-title")
        #expect(korean(in: "h1") == ["시트"])
        #expect(korean(in: "h2").contains("권장 사항"), "\(korean(in: "h2"))")
        #expect(korean(in: "h2").contains("출처"), "\(korean(in: "h2"))")
        #expect(korean(in: "h3").contains("시트는 짧게 유지합니다."), "\(korean(in: "h3"))")
        #expect(korean(in: "h3").contains("권장"), "the strength badge: \(korean(in: "h3"))")
        let h1English = h1.elements(named: "span").filter { $0.attributes["class"] == "title-en" }.map(\.textContent)
        #expect(h1English == ["Sheets"])
        // The Korean beneath the lead keeps the rest of the sentence, not the heading again.
        let html = try TestSite.html(site, "pages/sheets.html")
        #expect(html.contains("<span class=\"ko-lead-copy\">시트는 짧게 유지합니다.</span> 긴 시트는 사람을 지치게 합니다."))
    }

    @Test("a guideline's English body comes first and its Korean beneath it, as the page's prose does")
    func koreanBeneathTheEnglishBody() throws {
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        try TestSite.write(Self.koreanGraph(), to: site)
        let root = try #require(HTMLParser.parse(Array(try TestSite.html(site, "pages/sheets.html").utf8)))
        let article = try #require(root.elements(named: "article").first { $0.attributes["id"] != nil })
        let blocks = article.elements(named: "div").compactMap(\.attributes["class"])
        #expect(blocks.firstIndex(of: "body en") ?? .max < blocks.firstIndex(of: "ko") ?? .min, "\(blocks)")
    }

    @Test("a page without Korean titles keeps one English heading, with nothing for the Korean mode to hide it for")
    func englishOnlyTitle() throws {
        var graph = Self.koreanGraph()
        graph.pages[0].titleKo = nil
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        try TestSite.write(graph, to: site)
        let root = try #require(HTMLParser.parse(Array(try TestSite.html(site, "pages/sheets.html").utf8)))
        let h1 = try #require(root.elements(named: "h1").first)
        #expect(h1.attributes["class"] == nil && h1.textContent == "Sheets")
    }
}
