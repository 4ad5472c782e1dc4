/// The start of a Markdown line that opens or continues containers: indentation, `>` quote
/// markers and list markers (`-`, `+`, `*`, `1.`, `1)` followed by a space). It is only counted,
/// to bound nesting before cmark parses the line; cmark decides what the line is.
struct ContainerPrefix {
    /// Markers at the start of the line.
    private(set) var markers = 0
    /// Columns of indentation before the first marker or text.
    private(set) var indentation = 0
    /// Where the markers and their spaces end: the line's content.
    private(set) var end: Substring.Index
    /// Where the indentation is cut when it is over the limit.
    private var indentationCut: Substring.Index?
    /// Where the markers past the limit start.
    private var markersCut: Substring.Index?

    init(_ line: Substring) {
        let bytes = line.utf8
        var position = bytes.startIndex
        var leading = true
        while position < bytes.endIndex {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 {
                if leading {
                    indentation += byte == 0x09 ? 4 : 1
                    if indentation > MarkdownBounds.maximumIndentation && indentationCut == nil {
                        indentationCut = position
                    }
                }
                position = bytes.index(after: position)
                continue
            }
            guard let after = Self.marker(in: bytes, at: position) else { break }
            leading = false
            markers += 1
            if markers == MarkdownBounds.maximumMarkers + 1 { markersCut = position }
            position = after
        }
        end = position
    }

    /// The line with the indentation and markers past the limits taken out.
    func bounded(_ line: Substring) -> Substring {
        var result = line
        if let markersCut {
            result = line[..<markersCut] + line[end...]
        }
        if let indentationCut {
            let rest = result.utf8.drop { $0 == 0x20 || $0 == 0x09 }
            result = line[..<indentationCut] + Substring(rest)
        }
        return result
    }

    /// The position after a container marker at `position`, or nil when there is none.
    private static func marker(in bytes: Substring.UTF8View, at position: Substring.Index) -> Substring.Index? {
        let byte = bytes[position]
        let next = bytes.index(after: position)
        if byte == UInt8(ascii: ">") { return next }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "*") {
            return isSpace(bytes, next) ? next : nil
        }
        var digits = position
        var count = 0
        while digits < bytes.endIndex, count < 9, bytes[digits] >= 0x30, bytes[digits] <= 0x39 {
            digits = bytes.index(after: digits)
            count += 1
        }
        guard count > 0, digits < bytes.endIndex,
            bytes[digits] == UInt8(ascii: ".") || bytes[digits] == UInt8(ascii: ")")
        else { return nil }
        let after = bytes.index(after: digits)
        return isSpace(bytes, after) ? after : nil
    }

    private static func isSpace(_ bytes: Substring.UTF8View, _ position: Substring.Index) -> Bool {
        position < bytes.endIndex && (bytes[position] == 0x20 || bytes[position] == 0x09)
    }
}
