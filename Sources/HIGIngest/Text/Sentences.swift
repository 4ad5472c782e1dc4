import HIGModel

/// Sentence boundaries good enough for guideline prose.
enum Sentences {
    private static let abbreviations: Set<String> = ["e.g", "i.e", "etc", "vs", "mr", "ms", "dr", "st", "no"]

    /// Splits off the first sentence: ends at `.`, `!` or `?` followed by white space and a
    /// capital, a quote or the end.
    static func splitFirst(_ text: String) -> (first: String, rest: String) {
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "." || character == "!" || character == "?" {
                let next = index + 1
                if next >= characters.count {
                    return (text.trimmed, "")
                }
                if characters[next].isWhitespace, startsSentence(characters, from: next),
                    !endsWithAbbreviation(characters, at: index)
                {
                    let first = String(characters[...index]).trimmed
                    let rest = String(characters[next...]).trimmed
                    return (first, rest)
                }
            }
            index += 1
        }
        return (text.trimmed, "")
    }

    private static func startsSentence(_ characters: [Character], from index: Int) -> Bool {
        var position = index
        while position < characters.count, characters[position].isWhitespace { position += 1 }
        guard position < characters.count else { return true }
        let character = characters[position]
        return character.isUppercase || character == "“" || character == "\"" || character == "("
            || character.isNumber || Hangul.containsHangul(String(character))
    }

    private static func endsWithAbbreviation(_ characters: [Character], at index: Int) -> Bool {
        var start = index
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let word = String(characters[start..<index]).lowercased()
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
