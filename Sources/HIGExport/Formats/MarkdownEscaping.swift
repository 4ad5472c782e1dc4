/// Keeps guideline text from turning into Markdown markup where it is quoted.
package enum MarkdownEscaping {
    /// The markup characters are ASCII, and an ASCII byte never stands inside another
    /// character's UTF-8, so the text is escaped byte by byte, over the string's own bytes (an
    /// MCP search answer escapes every line of every result it cites).
    package static func escape(_ text: String) -> String {
        var text = text
        let escaped = text.withUTF8 { bytes -> String? in
            guard bytes.contains(where: isMarkup) else { return nil }
            var marked: [UInt8] = []
            marked.reserveCapacity(bytes.count + 8)
            for byte in bytes {
                if isMarkup(byte) { marked.append(UInt8(ascii: "\\")) }
                marked.append(byte)
            }
            return String(decoding: marked, as: UTF8.self)
        }
        return escaped ?? text
    }

    /// Text on one line, escaped: a heading, a list item or a link's text.
    package static func inline(_ text: String) -> String {
        escape(oneLine(text))
    }

    /// Every control character as a space. CommonMark ends a line at a carriage return as at a
    /// line feed, and the line after it may start a heading, a list or a setext underline, which
    /// escaping cannot stop; the other controls (an escape sequence) mean nothing in Markdown.
    static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: breaksLine) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(breaksLine(scalar) ? " " : scalar) }
        return String(scalars)
    }

    private static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    private static func isMarkup(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "#"), UInt8(ascii: "|"):
            true
        default: false
        }
    }
}
