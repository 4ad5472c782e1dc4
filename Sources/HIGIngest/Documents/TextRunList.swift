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
                last.text += piece.text
                if last.marks == nil, last.link == nil { last.text = Self.collapsingSpaces(last.text) }
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
    private static func collapsingSpaces(_ text: String) -> String {
        var result = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
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
