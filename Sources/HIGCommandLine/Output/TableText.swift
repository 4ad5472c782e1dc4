import HIGModel

/// A table as aligned plain text within a width: columns as wide as their widest cell, the
/// widest cut down first until the table fits; a cell longer than its column ends in "…", and
/// columns that cannot fit at all are counted rather than shown.
struct TableText {
    /// Characters a line may take, its indentation included.
    var width = 100
    var indent = "  "
    var terminal = Terminal.standardOutput
    /// The narrowest a column is cut down to.
    static let minimumColumn = 6
    static let separator = " | "

    /// The table in an answer's language (`Table.editions(in:)`); under `both`, a Korean edition
    /// that adds nothing to the English cells (`Table.koreanAddsNothing`) gives its header
    /// beneath the English one and no rows of its own, so each number is printed once.
    func lines(_ table: Table, in language: OutputLanguage) -> [String] {
        if language == .both, table.koreanAddsNothing, let korean = table.korean {
            return lines(table, secondHeader: korean.header, language: language)
        }
        return table.editions(in: language).flatMap { lines($0, language: language) }
    }

    func lines(_ table: Table, secondHeader: [String] = [], language: OutputLanguage = .both) -> [String] {
        let header = table.header.map(Terminal.oneLine)
        let second = secondHeader.map(Terminal.oneLine)
        let rows = table.rows.map { $0.map(Terminal.oneLine) }
        let columnCount = table.width
        guard columnCount > 0 else { return [] }
        var widths = (0..<columnCount).map { column in
            ([header, second] + rows).map { column < $0.count ? TerminalColumns.of($0[column]) : 0 }.max() ?? 0
        }
        let available = width - indent.count
        // Only as many columns as fit at their narrowest are shown.
        var shown = columnCount
        while shown > 1, shown * Self.minimumColumn + (shown - 1) * Self.separator.count > available { shown -= 1 }
        widths = Array(widths.prefix(shown))
        while widths.reduce(0, +) + (shown - 1) * Self.separator.count > available,
            let widest = widths.indices.max(by: { widths[$0] < widths[$1] }), widths[widest] > Self.minimumColumn
        {
            widths[widest] -= 1
        }
        func line(_ cells: [String]) -> String {
            let fitted = widths.indices.map { column in
                Self.fit(column < cells.count ? cells[column] : "", width: widths[column])
            }
            var text = fitted.joined(separator: Self.separator)
            while text.last == " " { text.removeLast() }
            return indent + text
        }
        var lines: [String] = []
        // A table only Apple's Korean edition gives says so, beside the tab it names.
        let label = table.onlyInKorean == true ? ToolWords.onlyInAppleKorean.text(language) : nil
        let captionLine = [table.caption.map(Terminal.oneLine), label.map { terminal.dim("[\($0)]") }].compactMap { $0 }
        if !captionLine.isEmpty { lines.append(indent + captionLine.joined(separator: "  ")) }
        if !header.isEmpty {
            lines.append(terminal.bold(line(header)))
            if !second.isEmpty { lines.append(terminal.bold(line(second))) }
            lines.append(indent + widths.map { String(repeating: "-", count: $0) }.joined(separator: "-+-"))
        }
        lines += rows.map(line)
        if shown < columnCount {
            lines.append(indent + terminal.dim("(\(columnCount - shown) more columns not shown)"))
        }
        return lines
    }

    /// The text padded or cut to exactly `width` terminal columns.
    static func fit(_ text: String, width: Int) -> String {
        let columns = TerminalColumns.of(text)
        if columns <= width { return text + String(repeating: " ", count: width - columns) }
        // Cut at a whole character: a wide one that would straddle the edge goes, a space fills in.
        var kept = "", used = 0
        for character in text {
            let next = TerminalColumns.of(character)
            guard used + next <= width - 1 else { break }
            kept.append(character)
            used += next
        }
        return kept + "…" + String(repeating: " ", count: max(0, width - 1 - used))
    }
}
