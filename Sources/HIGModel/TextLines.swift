/// Lines of a text, as `split(separator: "\n")` gives them, found over UTF-8 bytes instead of
/// characters: splitting by `Character` measures every grapheme cluster, and the MCP search
/// answer and `hig query` split every practice's body and Korean text. A line feed is a
/// character of its own unless a carriage return comes before it (the two are one character,
/// which is not "\n"), so only those line feeds separate lines here either.
package enum TextLines {
    /// The lines between separating line feeds, empty ones left out.
    package static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        forEachSeparator(in: text) { separator in
            if start < separator { lines.append(text[start..<separator]) }
            start = text.utf8.index(after: separator)
            return true
        }
        if start < text.utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// The first line that is not empty, or nil when there is none.
    package static func first(_ text: String) -> Substring? {
        var start = text.utf8.startIndex
        var found: Substring?
        forEachSeparator(in: text) { separator in
            if start < separator { found = text[start..<separator] }
            start = text.utf8.index(after: separator)
            return found == nil
        }
        if let found { return found }
        return start < text.utf8.endIndex ? text[start...] : nil
    }

    /// Calls `body` with each separating line feed until it returns false. The bytes are read
    /// from the string's own storage: stepping a `String.UTF8View` index byte by byte cost a
    /// search answer, which splits every result's text for its citation, more than its escaping.
    private static func forEachSeparator(in text: String, _ body: (String.Index) -> Bool) {
        let lineFeed = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        let utf8 = text.utf8
        var storage = text
        storage.withUTF8 { bytes in
            var previous: UInt8 = 0
            for offset in bytes.indices {
                let byte = bytes[offset]
                if byte == lineFeed, previous != carriageReturn,
                    !body(utf8.index(utf8.startIndex, offsetBy: offset))
                {
                    return
                }
                previous = byte
            }
        }
    }
}
