/// What stands just before a table in its section: the table belongs to a practice it follows,
/// and a paragraph that introduces it ("…use the following values:") is its caption.
enum TableLeadIn {
    case none
    case practice(Int)
    case paragraph(String)
}

/// One table of one source, as the draft builder meets its rows.
struct TableDraft: Sendable, Hashable {
    /// The reader's number for the table: rows with the same one are the same table.
    var ordinal: Int
    var caption: String?
    var header: [String]
    var rows: [[String]]
    /// Index into the draft's sections; nil before the first section.
    var sectionIndex: Int?
    /// Index into the draft's practices: the practice the table directly follows.
    var practiceIndex: Int?
    /// The bold label just before the table, images aside ("**tvOS**"): the name of the tab
    /// Apple's page shows the table under.
    var tabLabel: String?
    var line: Int

    /// Words that say a paragraph leads into what follows it.
    private static let introductions = ["following", "below", "these values", "this table", "the table"]

    /// Whether a paragraph introduces the table right after it.
    static func introduces(_ paragraph: String) -> Bool {
        let trimmed = paragraph.trimmed
        if trimmed.hasSuffix(":") { return true }
        let lowered = trimmed.lowercased()
        return introductions.contains { lowered.contains($0) }
    }

    /// The rows made as wide as the table: a short row padded with empty cells, never cut.
    var paddedRows: [[String]] {
        let width = max(header.count, rows.map(\.count).max() ?? 0)
        return rows.map { $0.count < width ? $0 + Array(repeating: "", count: width - $0.count) : $0 }
    }
}

extension PageDraft {
    /// Adds a table row: to the table it continues, or as the first row of a new table.
    mutating func addTableRow(_ block: Block, section: Int?, leadIn: TableLeadIn, tabLabel: String? = nil) {
        guard let row = block.tableCells else { return }
        if let last = tables.indices.last, tables[last].ordinal == row.table {
            if row.isHeader && tables[last].header.isEmpty && tables[last].rows.isEmpty {
                tables[last].header = row.cells
            } else {
                tables[last].rows.append(row.cells)
            }
            return
        }
        var table = TableDraft(
            ordinal: row.table, caption: row.caption, header: row.isHeader ? row.cells : [],
            rows: row.isHeader ? [] : [row.cells], sectionIndex: section, tabLabel: tabLabel, line: block.line)
        switch leadIn {
        case .practice(let index):
            table.practiceIndex = index
        case .paragraph(let text):
            if table.caption == nil, TableDraft.introduces(text) { table.caption = text }
        case .none:
            break
        }
        tables.append(table)
    }
}
