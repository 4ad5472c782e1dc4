import Foundation
import HIGExport

/// What a checklist page's review script needs to write the files `hig review report` reads:
/// the checklist's own Markdown and CSV for every item, made by the writers `hig checklist`
/// uses, so the browser only adds the reviewer's marks and notes and never re-implements the
/// escaping or the header the reader takes the checklist's identity from. The CSV cells every
/// row takes from the checklist's header (its filters, content and tool) are written once for
/// the page, not with each item: on a page of thousands of items they were most of its bytes.
struct ChecklistReviewData: Sendable {
    let checklist: Checklist
    private let markdown = ChecklistMarkdown()
    private let csv = ChecklistCSV()
    private let filters: String
    /// Where the header's cells are in a row.
    private let headerPositions: Set<Int>

    init(checklist: Checklist) {
        self.checklist = checklist
        filters = (try? ChecklistCSV.filtersColumn(checklist.header)) ?? "{}"
        headerPositions = Set(ChecklistCSV.headerColumns.compactMap { ChecklistCSV.columns.firstIndex(of: $0) })
    }

    /// The lines before the first item: the header, then the page's heading.
    func head(pageTitle: String) -> String {
        (markdown.preambleLines(checklist) + markdown.pageHeadingLines(pageTitle)).joined(separator: "\n")
    }

    func sectionHeading(_ section: String) -> String {
        markdown.sectionHeadingLines(section).joined(separator: "\n")
    }

    /// The item unmarked, up to its note.
    func itemMarkdown(_ item: ChecklistItem) -> String {
        markdown.guidelineLines(item).joined(separator: "\n")
    }

    /// The item's own CSV cells, unmarked, as a JSON array in the order of `columns`, leaving
    /// out the header's (`headerCells`).
    func itemCSV(_ item: ChecklistItem) -> String {
        let row = csv.row(item, header: checklist.header, filters: filters)
        return Self.json(row.indices.filter { !headerPositions.contains($0) }.map { row[$0] })
    }

    /// The cells every row takes from the checklist's header, as a JSON object by column name.
    var headerCells: String {
        let cells = ChecklistCSV.headerCells(checklist.header, filters: filters)
        return Self.json(Dictionary(uniqueKeysWithValues: zip(ChecklistCSV.headerColumns, cells)))
    }

    var columns: String { Self.json(ChecklistCSV.columns) }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
