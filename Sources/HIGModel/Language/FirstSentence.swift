/// The first sentence of a text as a list of results shows it (the Korean under each practice):
/// up to the first `.`, `!`, `?` or `。` of its first line, else that line cut at 120 characters.
/// `hig query` and the MCP search answer both show it, so the two lists give the same words; the
/// site's Korean mode makes it the practice's heading.
package enum FirstSentence {
    package static func of(_ text: String) -> String {
        let line = TextLines.first(text).map(String.init) ?? text
        if let end = firstStop(in: line) { return String(line[...end]) }
        return line.count > 120 ? String(line.prefix(120)) + "…" : line
    }

    /// The first character of `line` that ends a sentence. Looked for over scalars, and taken
    /// only where the stop is a whole character: not one a combining mark follows, nor a scalar
    /// inside another character. That is the character a search by characters finds first,
    /// without measuring every grapheme cluster before it, which was most of the text of a query.
    private static func firstStop(in line: String) -> String.Index? {
        let scalars = line.unicodeScalars
        var from = scalars.startIndex
        while let found = scalars[from...].firstIndex(where: isStop) {
            if let start = found.samePosition(in: line), line[start].unicodeScalars.count == 1 { return start }
            from = scalars.index(after: found)
        }
        return nil
    }

    private static func isStop(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case ".", "!", "?", "。": true
        default: false
        }
    }
}
