import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGCommandLine
@testable import HIGKnowledgeBase

/// Apple's Korean tables are shown where the reader asks for Korean: `hig show --lang ko` gives
/// the Korean header and cells, `both` the English table then the Korean one, `en` the English
/// alone; the site gives the Korean table marked `lang="ko"` beside the English one.
@Suite("Apple's Korean tables shown")
struct AppleKoreanTablesShownTests {
    static func graph() throws -> (RuleGraph, TemporaryDirectory) {
        try graph(page: "top-shelf", english: TopShelfPage.english, korean: TopShelfPage.korean)
    }

    /// The site's page of `page`, written from the graph into its directory.
    static func sitePage(_ page: String, of ingested: (RuleGraph, TemporaryDirectory)) throws -> String {
        let folder = ingested.1.path + "/site"
        try TestSite.write(ingested.0, to: folder)
        return try TestSite.html(folder, "pages/\(page).html")
    }

    /// The graph of one page read from its English copy and Apple's Korean edition.
    static func graph(page: String, english: String, korean: String) throws -> (RuleGraph, TemporaryDirectory) {
        let (result, directory) = try SingleFile.ingest(files: [
            "apple-ko/\(page).md": korean, "markdown/\(page).md": english,
        ])
        return (result.graph, directory)
    }

    static func show(_ page: Page, in graph: RuleGraph, _ language: OutputLanguage) -> String {
        let detail = PageDetail(
            page: page, practices: graph.practices.filter { $0.page == page.id }, referencingPages: [],
            referencingPractices: [], pageTitles: [:])
        return PageDetailText(paths: PathDisplay(), language: language, terminal: Terminal(fileDescriptor: -1))
            .render(detail)
    }

    static func topShelf(_ graph: RuleGraph) throws -> Page {
        try #require(graph.pages.first { $0.id == "top-shelf" })
    }

    @Test("--lang ko shows the Korean table, and the English one where Apple gives no Korean")
    func koreanShowsTheKoreanTable() throws {
        let (graph, _) = try Self.graph()
        let text = Self.show(try Self.topShelf(graph), in: graph, .ko)
        #expect(text.contains("  레이아웃 | 크기"), "\(text)")
        // Hangul takes two columns: the cells line up under the Korean header.
        #expect(text.contains("  ---------+-----------\n"), "\(text)")
        #expect(text.contains("  캐러셀   | 1920x720pt\n"), "\(text)")
        #expect(text.contains("  섹션     | 404x228pt\n"), "\(text)")
        #expect(!text.contains("Carousel"), "\(text)")
        // The badge table's Korean does not translate it: the English stays.
        #expect(text.contains("  Small | 40 pt"), "\(text)")
    }

    @Test("--lang both shows the English table, then the Korean one")
    func bothShowsEnglishThenKorean() throws {
        let (graph, _) = try Self.graph()
        let text = Self.show(try Self.topShelf(graph), in: graph, .both)
        let english = try #require(text.range(of: "Sectioned | 404x228 pt"), "\(text)")
        let korean = try #require(text.range(of: "레이아웃 | 크기"), "\(text)")
        #expect(english.upperBound < korean.lowerBound)
    }

    @Test("--lang both gives a Korean table that only respaces the cells as a second header")
    func respacedKoreanTableOnce() {
        let source = SourceLocation(file: "sizes.md", line: 1)
        var table = Table(
            number: 1, caption: nil, header: ["Platform", "Size"], rows: [["iOS", "44x44 pt"]], source: source)
        table.ko = TableTranslation(header: ["플랫폼", "크기"], rows: [["iOS", "44x44pt"]], source: source)
        let lines = TableText(terminal: Terminal(fileDescriptor: -1)).lines(table, in: .both)
        #expect(lines == ["  Platform | Size", "  플랫폼   | 크기", "  ---------+---------", "  iOS      | 44x44 pt"])
        table.ko?.rows = [["iOS", "44x44 pt (기본)"]]
        let translated = TableText(terminal: Terminal(fileDescriptor: -1)).lines(table, in: .both)
        #expect(translated.count == 6, "\(translated)")
    }

    @Test("--lang en is what it was without Korean tables")
    func englishUnchanged() throws {
        let (graph, _) = try Self.graph()
        let page = try Self.topShelf(graph)
        var withoutKorean = page
        withoutKorean.tables = withoutKorean.tables.map { $0.map(Self.englishOnly) }
        for index in withoutKorean.sections.indices {
            withoutKorean.sections[index].tables = withoutKorean.sections[index].tables.map { $0.map(Self.englishOnly) }
        }
        #expect(page.allTables.contains { $0.ko != nil })
        let text = Self.show(page, in: graph, .en)
        #expect(text == Self.show(withoutKorean, in: graph, .en))
        #expect(!text.contains("레이아웃"), "\(text)")
    }

    static func englishOnly(_ table: Table) -> Table {
        var table = table
        table.ko = nil
        return table
    }

    @Test("the site shows the Korean table marked lang=\"ko\" in the English table's box")
    func siteShowsTheKoreanTable() throws {
        let html = try Self.sitePage("top-shelf", of: try Self.graph())
        #expect(html.contains(#"<table class="data-table table-en">"#), "\(html)")
        #expect(html.contains(#"<table class="data-table table-ko" lang="ko">"#), "\(html)")
        #expect(html.contains(#"<th scope="col">레이아웃</th><th scope="col">크기</th>"#), "\(html)")
        #expect(html.contains("<td>캐러셀</td><td>1920x720pt</td>"), "\(html)")
        // The badge table has no Korean: it is the English table alone, as before.
        #expect(html.contains("<table class=\"data-table\">\n  <thead><tr><th scope=\"col\">Badge</th>"), "\(html)")
    }
}

/// A Korean cell cut to fit its column: by terminal columns, never through a wide character.
@Suite("Korean cells fitted to a column")
struct KoreanCellFitTests {
    @Test func aKoreanCellIsCutByColumns() {
        #expect(TableText.fit("캐러셀", width: 8) == "캐러셀  ")
        #expect(TableText.fit("가나다라마", width: 6) == "가나… ")
        #expect(TableText.fit("Carousel", width: 6) == "Carou…")
    }
}
