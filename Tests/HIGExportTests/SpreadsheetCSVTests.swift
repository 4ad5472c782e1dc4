import CSV
import Foundation
import HIGExport
import Testing

/// Spreadsheets set to a locale with a decimal comma save CSV with `;` between cells, and Excel
/// may put a `sep=;` line first: such a review is read as CSV, not as Markdown.
@Suite("Spreadsheet CSV reviews")
struct SpreadsheetCSVTests {
    /// The export with `;` between cells; `firstStatus` is put in the first row's status cell.
    private func semicolonCSV(firstStatus: String = "") throws -> String {
        let exported = String(
            decoding: try ChecklistCSV(excel: false).render(TestChecklist.small), as: UTF8.self)
        let reader = try CSVReader(string: exported, hasHeaderRow: true)
        let writer = try CSVWriter(stream: .toMemory(), delimiter: ";", newline: .crlf)
        let header = try #require(reader.headerRow)
        let status = try #require(header.firstIndex(of: "status"))
        try writer.write(row: header)
        var first = true
        while var row = reader.next() {
            if first { row[status] = firstStatus }
            first = false
            try writer.write(row: row)
        }
        writer.stream.close()
        let data = try #require(writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data)
        return String(decoding: data, as: UTF8.self)
    }

    @Test("cells separated by ';', with and without Excel's sep= line")
    func semicolons() throws {
        let text = try semicolonCSV()
        let broken = try semicolonCSV(firstStatus: "perhaps")
        for (prefix, shift) in [("", 0), ("sep=;\r\n", 1)] {
            let review = ReviewReader.read(text: prefix + text, file: "review.csv")
            #expect(!review.hasErrors, "\(review.diagnostics)")
            #expect(review.checklist?.items.count == TestChecklist.small.items.count)
            let problem = ReviewReader.read(text: prefix + broken, file: "review.csv").diagnostics.first
            #expect(problem?.id == "review.item.mark")
            #expect(problem?.line == 2 + shift)
        }
    }
}
