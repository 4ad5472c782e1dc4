/// Finds where a Markdown review passes the items a review can hold, in one pass over its
/// bytes and before it is parsed: the parsed tree costs about 3 KB an item, so a 31 MB review of
/// 780,000 one-line items took 2.3 GB. Reading stops at that line, as it does for a CSV review.
enum MarkdownTaskItems {
    /// Where the item after the first `limit` task items starts (its byte offset and line), or nil
    /// when the text has no more than `limit` of them. A task item is a line that opens a list
    /// item (`-`, `*`, `+`, `1.` or `1)`) with a box (`[ ]`, `[x]`); nested ones are counted too.
    static func start(ofItemAfter limit: Int, in text: String) -> (offset: Int, line: Int)? {
        let bytes = Array(text.utf8)
        var count = 0
        var line = 1
        var lineStart = 0
        while lineStart < bytes.count {
            if opensTaskItem(bytes, at: lineStart) {
                count += 1
                if count > limit { return (lineStart, line) }
            }
            guard let end = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = end + 1
            line += 1
        }
        return nil
    }

    private static func opensTaskItem(_ bytes: [UInt8], at start: Int) -> Bool {
        var index = start
        func skipBlanks() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") {
                index += 1
            }
        }
        skipBlanks()
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            index += 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ")")
            else { return false }
            index += 1
        default:
            return false
        }
        let afterMarker = index
        skipBlanks()
        guard index > afterMarker, index + 2 < bytes.count else { return false }
        return bytes[index] == UInt8(ascii: "[") && bytes[index + 2] == UInt8(ascii: "]")
    }
}
