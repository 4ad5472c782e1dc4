import Foundation
import HIGExport

/// What a checklist page's review script needs to write the files `hig review report` reads:
/// the checklist's own Markdown and CSV for every item, made by the writers `hig checklist`
/// uses, so the browser only adds the reviewer's marks and notes and never re-implements the
/// escaping or the header the reader takes the checklist's identity from.
struct ChecklistReviewData: Sendable {
    let checklist: Checklist
    private let markdown = ChecklistMarkdown()
    private let csv = ChecklistCSV()
    private let filters: String

    init(checklist: Checklist) {
        self.checklist = checklist
        filters = (try? ChecklistCSV.filtersColumn(checklist.header)) ?? "{}"
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

    /// The item's CSV cells, unmarked, as a JSON array in the order of `columns`.
    func itemCSV(_ item: ChecklistItem) -> String {
        Self.json(csv.row(item, header: checklist.header, filters: filters))
    }

    var columns: String { Self.json(ChecklistCSV.columns) }

    private static func json(_ values: [String]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(values)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
