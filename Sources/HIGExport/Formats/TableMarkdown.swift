import HIGModel

/// A table as a GFM table: its caption in italics above it, a `|` in a cell escaped, a line
/// break a space. A table without a header row gets an empty one, as GFM needs one.
package enum TableMarkdown {
    package static func lines(_ table: Table) -> [String] {
        let width = table.width
        guard width > 0 else { return [] }
        func row(_ cells: [String]) -> String {
            let padded = cells + Array(repeating: "", count: max(0, width - cells.count))
            return "| " + padded.map(cell).joined(separator: " | ") + " |"
        }
        var lines: [String] = []
        if let caption = table.caption { lines += ["*" + cell(caption) + "*", ""] }
        lines.append(row(table.header))
        lines.append("|" + Array(repeating: " --- |", count: width).joined())
        lines += table.rows.map(row)
        return lines
    }

    private static func cell(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "|": escaped += "\\|"
            case "\n", "\r", "\r\n": escaped += " "
            case "*", "_", "`", "<", "[", "]", "\\": escaped += "\\" + String(character)
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
