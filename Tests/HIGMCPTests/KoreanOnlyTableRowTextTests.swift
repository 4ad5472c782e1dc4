import HIGKnowledgeBase
import HIGModel
import Testing

@testable import HIGMCP

/// A search answer's row of a table only Apple's Korean edition gives names the tab the table
/// stands under and says where it is from, as a page's table heading does; others read as before.
@Suite("MCP rows of tables only in Apple's Korean edition")
struct KoreanOnlyTableRowTextTests {
    static func response(onlyInKorean: Bool?) -> SearchResponse {
        var row = TableRowHit(
            page: "typography", table: 10, row: 6, pageTitle: "Typography", section: "iOS, iPadOS Dynamic Type sizes",
            caption: "Large(기본)", header: ["Text style", "Size (points)"], cells: ["Body", "17"], practice: nil,
            source: SourceLocation(file: "apple-ko/typography.md", line: 230), score: 1)
        row.onlyInKorean = onlyInKorean
        var response = SearchResponse(query: "body size", filters: GuidelineFilter(), hits: [], corrections: [:])
        response.tableRows = [row]
        return response
    }

    @Test func theRowNamesItsTabAndItsEdition() {
        let text = SearchRendering(paths: PathDisplay(), language: .en).text(Self.response(onlyInKorean: true))
        #expect(
            text.contains(
                "- Large(기본): Text style: Body · Size (points): 17 (Typography, `typography#table-10-row-6`; "
                    + "only in Apple's Korean edition)"), "\(text)")
        let english = SearchRendering(paths: PathDisplay(), language: .en).text(Self.response(onlyInKorean: nil))
        #expect(english.contains("- Text style: Body · Size (points): 17 (Typography, `typography#table-10-row-6`)\n"))
    }

    @Test func thePageTableHeadingSaysWhereItIsFrom() {
        let source = SourceLocation(file: "apple-ko/typography.md", line: 230)
        var table = Table(
            number: 10, caption: "Large(기본)", header: ["Text style", "Size (points)"], rows: [["Body", "17"]],
            section: "iOS, iPadOS Dynamic Type sizes", source: source)
        table.ko = TableTranslation(header: ["스타일", "크기(포인트)"], rows: [["본문", "17"]], source: source)
        table.onlyInKorean = true
        let english = TableMarkdownSection.lines([table], page: "typography").joined(separator: "\n")
        #expect(
            english.contains(
                "### iOS, iPadOS Dynamic Type sizes — `typography#table-10` (only in Apple's Korean edition)\n"),
            "\(english)")
        let korean = TableMarkdownSection.lines([table], page: "typography", language: .ko).joined(separator: "\n")
        #expect(korean.contains("`typography#table-10` (Apple 한국어판에만 있는 표)\n"), "\(korean)")
        #expect(korean.contains("| 본문 | 17 |"), "\(korean)")
        table.onlyInKorean = nil
        let plain = TableMarkdownSection.lines([table], page: "typography").joined(separator: "\n")
        #expect(!plain.contains("only in Apple's Korean edition"), "\(plain)")
    }
}
