import HIGModel

/// Keeps every table, whatever its source, within `maximumColumns` columns: Apple's tables have
/// fewer than ten, and a table of thousands of columns is neither readable nor worth a row of
/// the index each. The columns past the limit are dropped with a warning at the table's first
/// row; the rest of the table is kept.
enum TableWidth {
    static let maximumColumns = 64
    /// Tables cut down past this many in a file are not reported one by one.
    static let reportedTables = 10

    static func bound(_ blocks: inout [Block], path: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var cut: Set<Int> = []
        for index in blocks.indices {
            guard let row = blocks[index].tableCells, row.cells.count > maximumColumns else { continue }
            if cut.insert(row.table).inserted, cut.count <= reportedTables {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: blocks[index].line, severity: .warning, id: "ingest.table.too-wide",
                        message:
                            "a table row of \(row.cells.count) cells is over the limit of \(maximumColumns) columns; the columns past it are dropped"
                    ))
            }
            blocks[index].tableCells?.cells = Array(row.cells.prefix(maximumColumns))
        }
        return diagnostics
    }
}
