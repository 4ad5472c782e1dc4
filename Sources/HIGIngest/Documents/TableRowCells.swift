/// A table row as a reader sees it: the cells kept apart (a cell may hold a `|` of its own), the
/// table it belongs to, and whether it is a header row.
struct TableRowCells: Sendable, Hashable {
    var cells: [String]
    /// Which table of the document, counted from 0 in reading order: two tables one after the
    /// other stay two.
    var table: Int
    var isHeader: Bool
    /// The table's own caption (HTML `<caption>`), where the source writes one.
    var caption: String?
}

extension Block {
    /// A table row block: its text is the cells joined by " | ", as change logs are read.
    static func tableRow(_ cells: [String], table: Int, isHeader: Bool, line: Int) -> Block {
        var block = Block(.tableRow, RichText(text: cells.joined(separator: " | ")), line: line)
        block.tableCells = TableRowCells(cells: cells, table: table, isHeader: isHeader)
        return block
    }
}
