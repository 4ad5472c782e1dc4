import HIGKnowledgeBase
import HIGModel
import Testing

/// An agent asking in Korean gets Apple's Korean tables, as `hig show --lang ko` prints them.
@Suite("Tables in the agent's language")
struct KoreanTableMarkdownTests {
    static var table: Table {
        var table = Table(
            number: 1, caption: nil, header: ["Platform", "Minimum size"], rows: [["iOS, iPadOS", "11 pt"]],
            section: "Ensuring legibility", source: SourceLocation(file: "markdown/typography.md", line: 9))
        table.ko = TableTranslation(
            header: ["플랫폼", "최소 크기"], rows: [["iOS, iPadOS", "11pt"]],
            source: SourceLocation(file: "apple-ko/typography.md", line: 7))
        return table
    }

    @Test("ko gives Apple's Korean table in the English one's place")
    func korean() {
        let text = TableMarkdownSection.lines([Self.table], page: "typography", language: .ko).joined(separator: "\n")
        #expect(text.contains("| 플랫폼 | 최소 크기 |"), "\(text)")
        #expect(!text.contains("Minimum size"), "\(text)")
    }

    @Test("both gives the English table, then the Korean; en the English alone")
    func bothAndEnglish() throws {
        let both = TableMarkdownSection.lines([Self.table], page: "typography", language: .both).joined(separator: "\n")
        let english = try #require(both.range(of: "| Platform | Minimum size |"), "\(both)")
        let korean = try #require(both.range(of: "| 플랫폼 | 최소 크기 |"), "\(both)")
        #expect(english.lowerBound < korean.lowerBound, "\(both)")
        let en = TableMarkdownSection.lines([Self.table], page: "typography").joined(separator: "\n")
        #expect(en.contains("| Platform | Minimum size |") && !en.contains("플랫폼"), "\(en)")
    }
}
