import HIGModel

/// A large Markdown file cut into parts that cmark parses one at a time, so that memory follows
/// the size of a part, not of the file: cmark holds a whole document's tree at once, and a few
/// megabytes of `**a**` are millions of nodes. Parts end at blank lines outside code fences; a
/// paragraph or line too long to be one is cut, with a warning. Files no larger than one part
/// are parsed whole, as they are.
struct MarkdownParts {
    struct Part {
        var text: String
        /// Lines before the part's first line in the file.
        var lineOffset: Int
    }

    static let partSize = 256 * 1024
    /// No page has a paragraph this long; a longer one is read in pieces of this size.
    static let maximumParagraph = 64 * 1024

    private(set) var parts: [Part] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(lines: [Substring], path: String) {
        let total = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        guard total > Self.partSize else {
            parts = [Part(text: lines.joined(separator: "\n"), lineOffset: 0)]
            return
        }
        let definitions = Self.linkDefinitions(in: lines)
        var current: [Substring] = []
        var currentStart = 0
        var currentSize = 0
        var paragraphSize = 0
        var inFence = false
        func flush(nextStart: Int) {
            if !current.isEmpty {
                parts.append(Part(text: (current + definitions).joined(separator: "\n"), lineOffset: currentStart))
            }
            current = []
            currentStart = nextStart
            currentSize = 0
            paragraphSize = 0
        }
        for (index, line) in lines.enumerated() {
            let size = line.utf8.count + 1
            if line.utf8.count > Self.maximumParagraph {
                flush(nextStart: index)
                note(line: index + 1, "a line of \(line.utf8.count) bytes is read in pieces of 64 KiB", path: path)
                for piece in Self.pieces(of: line) { parts.append(Part(text: String(piece), lineOffset: index)) }
                currentStart = index + 1
                continue
            }
            let blank = line.allSatisfy(\.isWhitespace)
            if Self.isFence(line) { inFence.toggle() }
            if !inFence && !blank && paragraphSize + size > Self.maximumParagraph {
                note(line: index + 1, "a paragraph over 64 KiB is read in pieces", path: path)
                flush(nextStart: index)
            }
            current.append(line)
            currentSize += size
            paragraphSize = blank ? 0 : paragraphSize + size
            if blank && !inFence && currentSize >= Self.partSize { flush(nextStart: index + 1) }
        }
        flush(nextStart: lines.count)
    }

    private mutating func note(line: Int, _ message: String, path: String) {
        guard diagnostics.count < 10 else { return }
        diagnostics.append(
            Diagnostic(file: path, line: line, severity: .warning, id: "ingest.markdown.oversized", message: message))
    }

    /// A line that opens or closes a fenced code block.
    static func isFence<Line: StringProtocol>(_ line: Line) -> Bool {
        let text = line.drop { $0 == " " }
        return text.hasPrefix("```") || text.hasPrefix("~~~")
    }

    /// `[label]: destination` lines: a part needs the definitions its links refer to, wherever
    /// in the file they are. At most 64 KiB of them.
    private static func linkDefinitions(in lines: [Substring]) -> [Substring] {
        var found: [Substring] = [""]
        var size = 0
        for line in lines {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("["), let close = text.firstIndex(of: "]"),
                text[close...].hasPrefix("]:"), size + line.utf8.count <= maximumParagraph
            else { continue }
            found.append(line)
            size += line.utf8.count
        }
        return found.count > 1 ? found : []
    }

    /// Pieces of at most `maximumParagraph` bytes, cut at a space where there is one.
    private static func pieces(of line: Substring) -> [Substring] {
        var result: [Substring] = []
        var rest = line
        while !rest.isEmpty {
            var end = rest.utf8.index(rest.startIndex, offsetBy: min(maximumParagraph, rest.utf8.count))
            if end < rest.endIndex, let space = rest[..<end].lastIndex(of: " "), space > rest.startIndex {
                end = space
            }
            // A cut inside a character moves back to its start.
            while end < rest.endIndex && rest.utf8[end] & 0xC0 == 0x80 {
                end = rest.utf8.index(before: end)
            }
            result.append(rest[..<end])
            rest = rest[end...]
        }
        return result
    }
}
