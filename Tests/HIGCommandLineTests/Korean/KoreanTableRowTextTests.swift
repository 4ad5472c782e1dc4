import HIGModel
import Testing

@testable import HIGCommandLine

/// Under `both`, a Korean row is printed beneath the English one only when it says something the
/// English row does not: the numbers Apple leaves untranslated are printed once.
@Suite("Korean table rows in a query's answer")
struct KoreanTableRowTextTests {
    static func row(cells: [String], cellsKo: [String]) -> TableRowHit {
        var row = TableRowHit(
            page: "layout", table: 1, row: 1, pageTitle: "Layout", section: "Specifications", caption: nil,
            header: ["Device", "Margin"], cells: cells, practice: nil,
            source: SourceLocation(file: "layout.md", line: 3), score: 1)
        row.headerKo = ["기기", "여백"]
        row.cellsKo = cellsKo
        return row
    }

    static func both(_ row: TableRowHit) -> String {
        TableRowText(terminal: Terminal(fileDescriptor: -1), language: .both).render([row]) ?? ""
    }

    @Test("a Korean row that only respaces the English cells is left out; its header stays")
    func respacedRowOnce() {
        let text = Self.both(Self.row(cells: ["iPhone", "16 pt"], cellsKo: ["iPhone", "16pt"]))
        #expect(text.contains("Device | Margin") && text.contains("기기 | 여백"), "\(text)")
        #expect(text.contains("iPhone | 16 pt"), "\(text)")
        #expect(!text.contains("iPhone | 16pt"), "\(text)")
    }

    @Test("a Korean row with translated cells is shown beneath the English one")
    func translatedRowShown() throws {
        let text = Self.both(Self.row(cells: ["Compact width", "16 pt"], cellsKo: ["컴팩트 너비", "16pt"]))
        let english = try #require(text.range(of: "Compact width | 16 pt"), "\(text)")
        let korean = try #require(text.range(of: "컴팩트 너비 | 16pt"), "\(text)")
        #expect(english.upperBound < korean.lowerBound)
    }
}
