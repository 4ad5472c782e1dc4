/// Keeps guideline text from turning into Markdown markup where it is quoted.
public enum MarkdownEscaping {
    /// The markup characters are ASCII, and an ASCII byte never stands inside another
    /// character's UTF-8, so the text is escaped byte by byte.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: isMarkup) else { return text }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(text.utf8.count + 8)
        for byte in text.utf8 {
            if isMarkup(byte) { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
        }
        return String(decoding: escaped, as: UTF8.self)
    }

    /// Text on one line, escaped: a heading, a list item or a link's text.
    public static func inline(_ text: String) -> String {
        escape(text.replacingOccurrences(of: "\n", with: " "))
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
