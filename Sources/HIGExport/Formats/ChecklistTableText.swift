import HIGModel

/// A checklist item's tables in the compact forms the HTML and CSV exports give them.
enum ChecklistTableText {
    /// For a CSV cell: each table as lines, its caption first, then the header and the rows with
    /// their cells between ` | `; two tables apart by an empty line.
    static func plain(_ tables: [Table]) -> String {
        tables.map { table in
            let rows = (table.header.isEmpty ? [] : [table.header]) + table.rows
            let lines = rows.map { $0.map(oneLine).joined(separator: " | ") }
            return ((table.caption.map { [oneLine($0)] } ?? []) + lines).joined(separator: "\n")
        }.joined(separator: "\n\n")
    }

    /// A `<table>` with its caption and column headers, every text escaped.
    static func html(_ table: Table) -> String {
        let e = HTMLEscaping.escape
        var parts = ["<table class=\"values\">"]
        if let caption = table.caption { parts.append("<caption>\(e(caption))</caption>") }
        if !table.header.isEmpty {
            parts.append(
                "<thead><tr>" + table.header.map { "<th scope=\"col\">\(e($0))</th>" }.joined() + "</tr></thead>")
        }
        parts.append("<tbody>")
        parts += table.rows.map { "<tr>" + $0.map { "<td>\(e($0))</td>" }.joined() + "</tr>" }
        parts.append("</tbody></table>")
        return parts.joined(separator: "\n")
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
