import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGCommandLine
@testable import HIGKnowledgeBase

/// A table only Apple's Korean edition gives says so wherever it is shown, beside the tab it
/// stands under: `hig show` in each language, a query's rows, and the site's page.
@Suite("Tables only Apple's Korean edition gives, shown")
struct KoreanOnlyTablesShownTests {
    static func graph() throws -> (RuleGraph, TemporaryDirectory) {
        try AppleKoreanTablesShownTests.graph(
            page: "type-sizes", english: TabbedTablesPage.english, korean: TabbedTablesPage.korean)
    }

    static func show(_ language: OutputLanguage) throws -> String {
        let (graph, _) = try graph()
        let page = try #require(graph.pages.first { $0.id == "type-sizes" })
        return AppleKoreanTablesShownTests.show(page, in: graph, language)
    }

    @Test("--lang en names the tab and says the table is only in Apple's Korean edition")
    func englishSaysWhereTheTableIsFrom() throws {
        let text = try Self.show(.en)
        #expect(text.contains("    Large(기본)  [only in Apple's Korean edition]\n"), "\(text)")
        #expect(text.contains("    Body        | Regular | 17            | 22"), "\(text)")
        #expect(!text.contains("본문 |"), "\(text)")
        // The English page's own tables say nothing of the kind.
        #expect(text.components(separatedBy: "[only in Apple's Korean edition]").count == 6, "\(text)")
    }

    @Test("--lang ko gives Apple's Korean cells, labelled in Korean")
    func koreanGivesTheKoreanCells() throws {
        let text = try Self.show(.ko)
        #expect(text.contains("Large(기본)  [Apple 한국어판에만 있는 표]"), "\(text)")
        #expect(text.contains("    본문    | 일반체 | 17           | 22\n"), "\(text)")
        #expect(!text.contains("Regular | 17"), "\(text)")
    }

    @Test("--lang both gives the Korean header beneath the English one and each number once")
    func bothGivesEachNumberOnce() throws {
        let text = try Self.show(.both)
        #expect(text.contains("    Text style  | Weight  | Size (points) | Leading (points)\n"), "\(text)")
        #expect(text.contains("    스타일      | 굵기    | 크기(포인트)  | 행간(포인트)\n"), "\(text)")
        #expect(text.components(separatedBy: "| 17 ").count == 2, "\(text)")
    }

    @Test("a query's rows say the table is only in Apple's Korean edition")
    func queryRowsSaySo() throws {
        var row = TableRowHit(
            page: "type-sizes", table: 6, row: 2, pageTitle: "Type sizes", section: "iOS Dynamic Type sizes",
            caption: "Large(기본)", header: ["Text style", "Size (points)"], cells: ["Body", "17"], practice: nil,
            source: SourceLocation(file: "apple-ko/type-sizes.md", line: 30), score: 1)
        row.headerKo = ["스타일", "크기(포인트)"]
        row.cellsKo = ["본문", "17"]
        row.onlyInKorean = true
        let text = try #require(TableRowText(terminal: Terminal(fileDescriptor: -1), language: .both).render([row]))
        #expect(text.contains("  Large(기본)  [only in Apple's Korean edition]\n"), "\(text)")
        #expect(text.contains("    스타일 | 크기(포인트)\n"), "\(text)")
        #expect(text.hasSuffix("    Body | 17"), "\(text)")
        row.onlyInKorean = nil
        let english = try #require(TableRowText(terminal: Terminal(fileDescriptor: -1), language: .both).render([row]))
        #expect(!english.contains("only in Apple's Korean edition"), "\(english)")
        #expect(english.hasSuffix("    본문 | 17"), "\(english)")
    }

    @Test("the site's page names the tab and says where the table is from, in both editions")
    func siteSaysWhereTheTableIsFrom() throws {
        let html = try AppleKoreanTablesShownTests.sitePage("type-sizes", of: try Self.graph())
        #expect(
            html.contains(
                #"<caption>xSmall <span class="table-origin">only in Apple&#39;s Korean edition</span></caption>"#),
            "\(html)")
        #expect(html.contains(#"<caption>xSmall <span class="table-origin">Apple 한국어판에만 있는 표</span></caption>"#))
        #expect(html.contains("<td>Body</td><td>Regular</td><td>17</td><td>22</td>"))
        // The both mode gives the Korean header under the English one, not the Korean table again.
        #expect(html.contains(#"<tr class="header-ko" lang="ko"><th scope="col">스타일</th><th scope="col">굵기</th>"#))
        // The five tables only in Korean, and the macOS tracking table, whose Korean rows are its own.
        #expect(html.components(separatedBy: " ko-adds-nothing\"").count == 7)
        #expect(html.components(separatedBy: "class=\"table-origin\"").count == 11)
    }
}
