import Foundation
import HIGExport
import HIGModel
import HIGParsers
import HIGTestSupport
import Testing

/// Inputs small enough to pass the size limit whose parse would grow faster than their size:
/// each is cut down before the parser sees it, with a warning at its line, and the rest is read.
@Suite("Bounded parsing")
struct BoundedParsingTests {
    /// `n` columns in the header, `rows` one-cell rows: cmark-gfm pads every row to the header.
    static func wideTable(columns: Int, rows: Int) -> String {
        "|" + String(repeating: "x|", count: columns) + "\n|" + String(repeating: "-|", count: columns) + "\n"
            + String(repeating: "|y|\n", count: rows)
    }

    static let practiceAfter = "\n## Best practices\n\n**Keep sheets short.** The rest is read.\n"

    @Test("a table of 8,000 columns and 1,000 rows is read as text, with a warning at its delimiter row")
    func wideTableIsText() throws {
        let page = "# Tables\n\n" + Self.wideTable(columns: 8_000, rows: 1_000) + Self.practiceAfter
        let (result, _) = try SingleFile.ingest(text: page, named: "tables.md")
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.markdown.table-too-large" })
        #expect(warning.line == 4)
        #expect(warning.file.hasSuffix("tables.md"))
        #expect(warning.message.contains("8000 columns"))
        #expect(result.graph.practices.map(\.lead) == ["Keep sheets short."])
    }

    @Test("tables within the budget stay tables; the budget is shared by the parts of a file")
    func budgetAcrossParts() {
        var bounds = MarkdownBounds()
        let small = "| a | b |\n| --- | --- |\n| 1 | 2 |\n"
        let table = MarkdownParser.parse(small, bounds: &bounds)
        #expect(table.children.first?.type == .table)
        #expect(bounds.limits.isEmpty)
        let big = Self.wideTable(columns: 400, rows: 240)
        #expect(MarkdownParser.parse(big, bounds: &bounds).children.first?.type == .table)
        let again = MarkdownParser.parse(big, bounds: &bounds, lineOffset: 1000)
        #expect(again.children.first?.type == .paragraph, "the file's budget is spent")
        #expect(bounds.limits.map(\.line) == [1002])
    }

    @Test("quotes nested 15,000 deep around emphasis are read at 32 levels, their text kept")
    func deepQuotes() throws {
        let block = String(repeating: "> ", count: 15_000) + String(repeating: "a*", count: 15_000)
        let page = "# Quotes\n\n" + block + "\n" + Self.practiceAfter
        let (result, _) = try SingleFile.ingest(text: page, named: "quotes.md")
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.markdown.too-deep" })
        #expect(warning.line == 3)
        #expect(result.graph.practices.map(\.lead) == ["Keep sheets short."])
    }

    @Test("list markers and indentation past the limits are dropped; the line keeps its text")
    func deepLists() {
        var bounds = MarkdownBounds()
        let line = String(repeating: "- ", count: 40) + "deep text"
        let indented = String(repeating: " ", count: 300) + "- indented text"
        let bounded = bounds.bound(line + "\n" + indented)
        let lines = bounded.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2)
        #expect(lines[0] == String(repeating: "- ", count: 32) + "deep text")
        #expect(lines[1] == String(repeating: " ", count: MarkdownBounds.maximumIndentation) + "- indented text")
        #expect(bounds.limits.count == 1, "one warning for the file")
    }

    @Test("an element with 40,000 attributes keeps 64 of them, with a warning at its line")
    func manyAttributes() throws {
        let attributes = (0..<40_000).map { "a\($0)=\"x\"" }.joined(separator: " ")
        let page =
            "<html><body><h1>Sheets</h1>\n<h2>Best practices</h2>\n<p \(attributes)><strong>Keep sheets short.</strong> Body.</p></body></html>"
        let (result, _) = try SingleFile.ingest(text: page, named: "sheets.html")
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.html.too-many-attributes" })
        #expect(warning.line == 3)
        #expect(result.graph.practices.map(\.lead) == ["Keep sheets short."])
        let document = try #require(HTMLParser.parseDocument(Array(page.utf8)))
        #expect(document.tagsCut == 1)
    }

    @Test("attributes are counted as libxml2 reads them: long names, bad names, unclosed quotes")
    func attributeCounting() throws {
        let longName = "<p " + String(repeating: "a", count: 100 * 70) + ">text</p>"
        #expect(try #require(HTMLParser.parseDocument(Array(longName.utf8))).tagsCut == 1)
        let quoted = "<p title=\"a > b\" " + (0..<70).map { "b\($0)" }.joined(separator: " ") + ">text</p>"
        #expect(try #require(HTMLParser.parseDocument(Array(quoted.utf8))).tagsCut == 1)
        let few = "<p class=\"a\" id=b hidden>text</p>"
        #expect(try #require(HTMLParser.parseDocument(Array(few.utf8))).tagsCut == 0)
    }

    @Test("a review with a huge table appended is read, with a warning naming the table's line")
    func reviewWithTable() throws {
        let exported = ChecklistMarkdown(lang: "both").render(TestChecklist.small)
        let lines = exported.split(separator: "\n", omittingEmptySubsequences: false).count
        let review = ReviewReader.read(
            text: exported + "\n" + Self.wideTable(columns: 8_000, rows: 1_000), file: "review.md")
        let warning = try #require(review.diagnostics.first { $0.id == "review.markdown.table-too-large" })
        #expect(warning.line == lines + 2)
        #expect(review.checklist?.items.count == TestChecklist.small.items.count)
    }
}
