import HIGModel
import HIGParsers

/// Lines written as a GFM table that cmark-gfm reads otherwise, said at their lines before it
/// reads them: rows with more cells than the header (the extra cells are dropped, as GFM
/// says), a header whose cell count differs from its delimiter row's, and table rows with no
/// delimiter row at all (both read as text). One pass over the lines; at most
/// `reported` diagnostics a file.
enum MarkdownTableShape {
    static let reported = 10

    static func diagnostics(_ lines: [Substring], path: String) -> [Diagnostic] {
        var found: [Diagnostic] = []
        func warn(_ index: Int, _ id: String, _ message: String) {
            guard found.count < reported else { return }
            found.append(
                Diagnostic(
                    file: path, line: index + 1, severity: .warning, id: "ingest.markdown.\(id)", message: message))
        }
        var inFence = false
        var index = 0
        while index < lines.count, found.count < reported {
            let line = trimmed(lines[index])
            if line.hasPrefix("```") || line.hasPrefix("~~~") { inFence.toggle() }
            guard !inFence, line.hasPrefix("|") else {
                index += 1
                continue
            }
            let next = index + 1 < lines.count ? trimmed(lines[index + 1]) : ""
            guard let delimiter = MarkdownBounds.delimiterCells(next), next.contains("-") else {
                let run = rowRun(lines, from: index)
                if run >= 2 {
                    warn(
                        index, "table-without-delimiter",
                        "\(run) lines written as table rows have no delimiter row (| --- |) under the first; read as text"
                    )
                }
                index += max(run, 1)
                continue
            }
            let width = MarkdownBounds.cellCount(line)
            if width != delimiter {
                warn(
                    index, "table-unread",
                    "a table header of \(width) cells over a delimiter row of \(delimiter); read as text")
            }
            index += 2
            while index < lines.count, !trimmed(lines[index]).isEmpty {
                let cells = MarkdownBounds.cellCount(trimmed(lines[index]))
                if width == delimiter, cells > width {
                    warn(
                        index, "table-ragged",
                        "a table row of \(cells) cells under a header of \(width); the cells past the header's are dropped"
                    )
                }
                index += 1
            }
        }
        return found
    }

    /// The number of lines from `start` that look like table rows (start and end with `|`).
    private static func rowRun(_ lines: [Substring], from start: Int) -> Int {
        var end = start
        while end < lines.count {
            let line = trimmed(lines[end])
            guard line.count > 1, line.hasPrefix("|"), line.hasSuffix("|") else { break }
            end += 1
        }
        return end - start
    }

    private static func trimmed(_ line: Substring) -> Substring {
        let start = line.firstIndex { $0 != " " && $0 != "\t" } ?? line.endIndex
        var end = line.endIndex
        while end > start, line[line.index(before: end)] == " " || line[line.index(before: end)] == "\r" {
            end = line.index(before: end)
        }
        return line[start..<end]
    }
}
