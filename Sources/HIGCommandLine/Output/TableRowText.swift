import HIGModel

/// The rows of Apple's tables a query found, for people: each table's place and column headers
/// once, its rows beneath.
struct TableRowText {
    var terminal = Terminal.standardOutput
    var language = OutputLanguage.both

    func render(_ rows: [TableRowHit]) -> String? {
        guard !rows.isEmpty else { return nil }
        var lines = [terminal.bold(ToolWords.fromApplesTables.text(language))]
        var lastTable: String?
        for row in rows {
            let table = row.tableID
            if table != lastTable {
                let place = [row.pageTitle, row.section].compactMap { $0 }.joined(separator: " › ")
                lines.append("  " + Terminal.oneLine(place) + terminal.dim("  (\(table))"))
                if let caption = row.caption { lines.append("  " + terminal.dim(Terminal.oneLine(caption))) }
                if !row.header.isEmpty {
                    lines.append("    " + terminal.dim(Terminal.oneLine(row.header.joined(separator: " | "))))
                }
                lastTable = table
            }
            lines.append("    " + Terminal.oneLine(row.title))
        }
        return lines.joined(separator: "\n")
    }
}
