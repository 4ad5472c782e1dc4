import HIGModel

/// The rows of Apple's tables a query found, for people: each table's place and column headers
/// once, its rows beneath; in the answer's language, as `hig show` gives tables (Apple's Korean
/// row in the English one's place under `ko`, beneath it under `both`).
struct TableRowText {
    var terminal = Terminal.standardOutput
    var language = OutputLanguage.both

    func render(_ rows: [TableRowHit]) -> String? {
        guard !rows.isEmpty else { return nil }
        var lines = [terminal.bold(ToolWords.fromApplesTables.text(language))]
        var lastTable: String?
        for row in rows {
            let editions = row.editions(in: language)
            let table = row.tableID
            if table != lastTable, let shown = editions.first {
                let place = [shown.pageTitle, shown.section].compactMap { $0 }.joined(separator: " › ")
                lines.append("  " + Terminal.oneLine(place) + terminal.dim("  (\(table))"))
                let label = row.onlyInKorean == true ? "[\(ToolWords.onlyInAppleKorean.text(language))]" : nil
                let captionLine = [shown.caption.map(Terminal.oneLine), label].compactMap { $0 }.joined(separator: "  ")
                if !captionLine.isEmpty { lines.append("  " + terminal.dim(captionLine)) }
                for edition in editions where !edition.header.isEmpty {
                    lines.append("    " + terminal.dim(Terminal.oneLine(edition.header.joined(separator: " | "))))
                }
                lastTable = table
            }
            // Both headers tell the columns apart; a Korean row that adds nothing to the English
            // cells would print every number twice.
            for (offset, edition) in editions.enumerated() where offset == 0 || !row.koreanAddsNothing {
                let text = Terminal.oneLine(edition.title)
                lines.append("    " + (offset == 0 ? text : terminal.dim(text)))
            }
        }
        return lines.joined(separator: "\n")
    }
}
