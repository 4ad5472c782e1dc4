import HIGModel

/// Runs as a reader appends them, made tidy for output: white space collapsed as the plain
/// text collapses it, spaces moved out of marked runs (`**bold **` is no Markdown), neighbours
/// with the same marks and link joined.
struct TextRunList {
    private var runs: [TextRun] = []

    mutating func append(_ text: String, marks: [TextRun.Mark], link: Reference? = nil) {
        guard !text.isEmpty else { return }
        runs.append(TextRun(text: text, marks: marks, link: link))
    }

    func normalized() -> [TextRun] {
        var pieces: [TextRun] = []
        for run in runs {
            let collapsed = Self.collapsingSpaces(run.text)
            guard run.marks != nil || run.link != nil else {
                pieces.append(TextRun(text: collapsed))
                continue
            }
            let trimmed = collapsed.trimmed
            if collapsed.first == " " { pieces.append(TextRun(text: " ")) }
            if !trimmed.isEmpty { pieces.append(TextRun(text: trimmed, marks: run.marks ?? [], link: run.link)) }
            if collapsed.last == " ", !trimmed.isEmpty { pieces.append(TextRun(text: " ")) }
        }
        var joined: [TextRun] = []
        for piece in pieces {
            if var last = joined.last, last.marks == piece.marks, last.link == piece.link {
                // Each piece is collapsed already, so two plain ones can only meet with a space on
                // either side; collapsing the joined text again made a long paragraph quadratic.
                let meetingSpaces = last.marks == nil && last.link == nil && last.text.last == " "
                last.text += meetingSpaces && piece.text.first == " " ? piece.text.dropFirst() : Substring(piece.text)
                joined[joined.count - 1] = last
            } else if piece.marks == nil, piece.link == nil, piece.text == " ", joined.last?.text.last == " " {
                continue
            } else {
                joined.append(piece)
            }
        }
        // The block's text is trimmed: so are its first and last runs.
        while let first = joined.first, first.marks == nil, first.link == nil, first.text.trimmed.isEmpty {
            joined.removeFirst()
        }
        while let last = joined.last, last.marks == nil, last.link == nil, last.text.trimmed.isEmpty {
            joined.removeLast()
        }
        if var first = joined.first, first.marks == nil, first.link == nil {
            first.text = String(first.text.drop { $0 == " " })
            joined[0] = first
        }
        if var last = joined.last, last.marks == nil, last.link == nil {
            while last.text.last == " " { last.text.removeLast() }
            joined[joined.count - 1] = last
        }
        return joined
    }

    /// Every run of white space as one space, as `collapsedWhitespace` does inside text.
    static func collapsingSpaces(_ text: String) -> String {
        // ASCII text is collapsed byte by byte ("\r\n", one Character, is two spaces that
        // collapse to one either way).
        let ascii = text.utf8.withContiguousStorageIfAvailable { bytes in
            WordScalars.isASCIIOrTypographic(bytes: bytes) ? asciiCollapsingSpaces(bytes) : nil
        }
        if let ascii, let ascii { return ascii }
        return characterCollapsingSpaces(text)
    }

    private static func asciiCollapsingSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var lastWasSpace = false
        for byte in bytes {
            if byte == 32 || (9...13).contains(byte) {
                if !lastWasSpace { result.append(32) }
                lastWasSpace = true
            } else {
                result.append(byte)
                lastWasSpace = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// The same, a Character at a time, for any text.
    static func characterCollapsingSpaces(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            // ASCII first: `Character.isWhitespace` looks up Unicode properties for every letter.
            let isSpace = character.asciiValue.map { $0 == 32 || (9...13).contains($0) } ?? character.isWhitespace
            if isSpace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }
}
