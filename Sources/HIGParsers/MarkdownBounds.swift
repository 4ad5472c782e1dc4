/// Keeps what cmark-gfm is given within what it parses in bounded time and memory, line by line
/// and before it sees the text, since its costs are not linear in the input's size:
/// - a GFM table is padded to its header's width on every row, so columns times rows cells are
///   made whatever the file's size (a 36 KB table is gigabytes);
/// - every node added checks that it is not its own ancestor, so inline nodes inside thousands
///   of nested quotes or list items cost their depth each.
/// A table over the cell budget is read as plain text; container markers past the limit on a
/// line, and indentation past the limit, are dropped with their text kept. Each is a `Limit` at
/// its line. Line numbers never change: lines are only shortened or escaped.
package struct MarkdownBounds: Sendable {
    /// `>` and list markers kept at the start of one line.
    package static let maximumMarkers = 32
    /// Leading indentation kept, in columns (a tab counts 4): lists nest by indentation too.
    package static let maximumIndentation = 128
    /// Table cells (columns times rows, header included) for the whole of one file.
    package static let maximumTableCells = 100_000

    /// One place where input was cut down to the bounds.
    package struct Limit: Sendable, Equatable {
        /// "table-too-large" or "too-deep".
        package var id: String
        /// 1-based, in the text given to `bound`, plus its line offset.
        package var line: Int
        package var message: String
    }

    /// Cells the file's tables may still use: one budget across the parts of a file.
    package private(set) var tableCells = maximumTableCells
    package private(set) var limits: [Limit] = []
    private var nestingReported = false
    private var tablesCut = 0
    /// Tables cut down past this many are not reported one by one.
    static let reportedTables = 10

    package init() {}

    /// The text with every bound applied; `lineOffset` is added to the lines of the limits.
    package mutating func bound(_ text: String, lineOffset: Int = 0) -> String {
        var lines = Self.lines(of: text)
        let blockEnds = Self.blockEnds(lines)
        var changed = false
        for index in lines.indices {
            if let shorter = shallower(lines[index], line: lineOffset + index + 1) {
                lines[index] = shorter
                changed = true
            }
            if index > 0,
                let escaped = boundedTable(
                    lines, delimiterAt: index, rows: blockEnds[index] - index + 1, lineOffset: lineOffset)
            {
                lines[index] = escaped
                changed = true
            }
        }
        return changed ? lines.joined(separator: "\n") : text
    }

    /// The text split at line feeds, as a split at the Character "\n" splits it. Without a
    /// carriage return ("\r\n" is one Character), a line feed is always a Character of its own,
    /// and the split is made on the bytes rather than by walking the Characters.
    package static func lines(of text: String) -> [Substring] {
        guard !text.utf8.contains(0x0D) else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
        return text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// For each line, the index of the blank line that ends its block (or the line count): taken
    /// once from the end, so that a file of delimiter rows costs no more than one pass.
    private static func blockEnds(_ lines: [Substring]) -> [Int] {
        var ends = Array(repeating: lines.count, count: lines.count)
        var end = lines.count
        for index in lines.indices.reversed() {
            if lines[index].utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == UInt8(ascii: ">") }) {
                end = index
            }
            ends[index] = end
        }
        return ends
    }

    // MARK: Nesting

    /// The line without the markers and indentation past the limits, or nil when it is within them.
    private mutating func shallower(_ line: Substring, line number: Int) -> Substring? {
        let prefix = ContainerPrefix(line)
        guard prefix.markers > Self.maximumMarkers || prefix.indentation > Self.maximumIndentation else {
            return nil
        }
        if !nestingReported {
            nestingReported = true
            limits.append(
                Limit(
                    id: "too-deep", line: number,
                    message:
                        "quotes or lists nest past \(Self.maximumMarkers) levels or \(Self.maximumIndentation) columns of indentation; read as if they stopped there, with their text"
                ))
        }
        return prefix.bounded(line)
    }

    // MARK: Tables

    /// When the line at `index` is a table's delimiter row and the table is over the budget left,
    /// the row escaped so that cmark reads the table as a paragraph; nil otherwise.
    /// `rows` counts the header and the lines to the next blank one: a block that starts earlier
    /// ends the table sooner, so it never counts too few.
    private mutating func boundedTable(_ lines: [Substring], delimiterAt index: Int, rows: Int, lineOffset: Int)
        -> Substring?
    {
        let line = lines[index]
        let body = line[ContainerPrefix(line).end...]
        guard let delimiterCells = Self.delimiterCells(body) else { return nil }
        let header = lines[index - 1]
        let columns = max(delimiterCells, Self.cellCount(header[ContainerPrefix(header).end...]))
        let (cells, overflow) = columns.multipliedReportingOverflow(by: rows)
        if !overflow && cells <= tableCells {
            tableCells -= cells
            return nil
        }
        tablesCut += 1
        if tablesCut <= Self.reportedTables {
            limits.append(
                Limit(
                    id: "table-too-large", line: lineOffset + index + 1,
                    message:
                        "a table of \(columns) columns and \(rows) rows is over the limit of \(Self.maximumTableCells) cells in a file; read as plain text"
                ))
        }
        let start = body.startIndex
        return line[..<start] + "\\" + line[start...]
    }

    /// The cells of a GFM delimiter row (`| --- | :-: |`), or nil when the line is not one.
    package static func delimiterCells(_ body: Substring) -> Int? {
        var pipes = 0
        var dashes = false
        for byte in body.utf8 {
            switch byte {
            case UInt8(ascii: "|"): pipes += 1
            case UInt8(ascii: "-"): dashes = true
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): continue
            default: return nil
            }
        }
        guard pipes > 0, dashes else { return nil }
        return cellCount(body)
    }

    /// Cells in a table row: pipes that are not escaped, less a leading and a trailing one.
    package static func cellCount(_ row: Substring) -> Int {
        var pipes = 0
        var escaped = false
        for byte in row.utf8 {
            if byte == UInt8(ascii: "|") && !escaped { pipes += 1 }
            escaped = byte == UInt8(ascii: "\\") && !escaped
        }
        let trimmed = row.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        var cells = pipes + 1
        if trimmed.first == UInt8(ascii: "|") { cells -= 1 }
        if let last = trimmed.reversed().first(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }),
            last == UInt8(ascii: "|"), pipes > 1 || trimmed.first != UInt8(ascii: "|")
        {
            cells -= 1
        }
        return max(cells, 1)
    }
}
