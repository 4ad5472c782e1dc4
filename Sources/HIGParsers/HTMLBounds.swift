/// Keeps the attributes of each start tag within a limit before libxml2 reads the HTML: its HTML
/// parser compares every attribute of a tag with every earlier one, so one tag with tens of
/// thousands of attributes takes seconds. Tags are found the way libxml2's `htmlParseStartTag`
/// finds them (a `<` and a letter, names, `=`, quoted or bare values, a bad name skipped to the
/// next blank), so that what it would count as attributes is what is counted here; the
/// attributes past the limit are removed and the tag is kept.
struct HTMLBounds {
    static let maximumAttributes = 64
    /// The longest name libxml2 reads at once (HTML_PARSER_BUFFER_SIZE).
    private static let nameLength = 100

    /// The bytes with every tag cut down, or nil when no tag is over the limit.
    private(set) var bounded: [UInt8]?
    /// The line of the first tag cut down, and how many were.
    private(set) var firstCutLine = 0
    private(set) var tagsCut = 0

    init(_ bytes: [UInt8]) {
        var output: [UInt8] = []
        var copied = 0
        var position = 0
        let count = bytes.count
        while position < count {
            guard bytes[position] == UInt8(ascii: "<"), position + 1 < count, Self.isLetter(bytes[position + 1]) else {
                position += 1
                continue
            }
            let tag = Self.scanTag(bytes, from: position + 1)
            if let cut = tag.cut {
                if tagsCut == 0 {
                    firstCutLine = 1 + bytes[..<position].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
                }
                tagsCut += 1
                output.append(contentsOf: bytes[copied..<cut])
                copied = tag.end
            }
            position = max(tag.end, position + 1)
        }
        if tagsCut > 0 {
            output.append(contentsOf: bytes[copied...])
            bounded = output
        }
    }

    /// Where the tag's attribute list ends (at its `>` or `/>`, or the end of the input), and
    /// where the attributes past the limit start, if there are that many.
    private static func scanTag(_ bytes: [UInt8], from start: Int) -> (end: Int, cut: Int?) {
        let count = bytes.count
        var position = start
        while position < count, isNameByte(bytes[position]) { position += 1 }
        // libxml2 reads names in pieces of at most 100 bytes; the pieces after the first are
        // read as attributes.
        var attributes = (position - start - 1) / nameLength
        var cut: Int?
        while true {
            while position < count, isBlank(bytes[position]) { position += 1 }
            if position >= count || bytes[position] == UInt8(ascii: ">") { return (position, cut) }
            if bytes[position] == UInt8(ascii: "/"), position + 1 < count, bytes[position + 1] == UInt8(ascii: ">") {
                return (position, cut)
            }
            let attributeStart = position
            guard isNameStart(bytes[position]) else {
                // libxml2 drops a bad attribute up to the next blank or the end of the tag.
                while position < count, !isBlank(bytes[position]), bytes[position] != UInt8(ascii: ">"),
                    !(bytes[position] == UInt8(ascii: "/") && position + 1 < count
                        && bytes[position + 1] == UInt8(ascii: ">"))
                {
                    position += 1
                }
                continue
            }
            while position < count, isNameByte(bytes[position]) { position += 1 }
            attributes += (position - attributeStart + nameLength - 1) / nameLength
            if attributes > maximumAttributes && cut == nil { cut = attributeStart }
            var afterName = position
            while afterName < count, isBlank(bytes[afterName]) { afterName += 1 }
            guard afterName < count, bytes[afterName] == UInt8(ascii: "=") else { continue }
            position = afterName + 1
            while position < count, isBlank(bytes[position]) { position += 1 }
            guard position < count else { return (count, cut) }
            let quote = bytes[position]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                // An unclosed quote runs to the end of the input, as in libxml2.
                position = bytes[(position + 1)...].firstIndex(of: quote).map { $0 + 1 } ?? count
            } else {
                while position < count, !isBlank(bytes[position]), bytes[position] != UInt8(ascii: ">") {
                    position += 1
                }
            }
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        isLetter(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "-")
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
