import HIGModel

/// Sentence boundaries good enough for guideline prose.
enum Sentences {
    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "mr", "ms", "dr", "st", "no"]

    /// Splits off the first sentence: ends at `.`, `!` or `?` followed by white space and a
    /// capital, a quote or the end. Walks the characters only as far as that end: copying the
    /// whole text into an array for every sentence made a paragraph cost its length once per
    /// sentence.
    static func splitFirst(_ text: String) -> (first: String, rest: String) {
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            if character == "." || character == "!" || character == "?" {
                if next == text.endIndex {
                    return (text.trimmed, "")
                }
                if text[next].isWhitespace, startsSentence(text, from: next), !endsWithAbbreviation(text, at: index) {
                    return (String(text[...index]).trimmed, String(text[next...]).trimmed)
                }
            }
            index = next
        }
        return (text.trimmed, "")
    }

    private static func startsSentence(_ text: String, from index: String.Index) -> Bool {
        var position = index
        while position < text.endIndex, text[position].isWhitespace { position = text.index(after: position) }
        guard position < text.endIndex else { return true }
        let character = text[position]
        return character.isUppercase || character == "“" || character == "\"" || character == "("
            || character.isNumber || Hangul.containsHangul(String(character))
    }

    private static func endsWithAbbreviation(_ text: String, at index: String.Index) -> Bool {
        var start = index
        while start > text.startIndex {
            let previous = text.index(before: start)
            if text[previous].isWhitespace { break }
            start = previous
        }
        let word = String(text[start..<index]).lowercased()
        return abbreviations.contains(word)
    }

    /// Whether the text ends like a sentence.
    static func isSentence(_ text: String) -> Bool {
        guard let last = text.trimmed.last else { return false }
        return ".!?".contains(last)
    }

    static func wordCount(_ text: String) -> Int {
        text.split(whereSeparator: { $0.isWhitespace }).count
    }
}
