/// The glossary lists phrases of up to three words ("three dots menu", "floating action button",
/// "right to left"). A query holding one as typed searches it as one term with its group: word by
/// word, "three dots menu" would be three weak words and never the More menu it names.
package enum GlossaryPhrase {
    package static let maximumWords = 3

    /// The longest glossary phrase of two to `upTo` words starting at `index`, with its group;
    /// `accepts` says which runs of words may form one (those with a stop word, when joining).
    package static func longest(
        in words: [String], at index: Int, lexicon: some QueryLexicon, upTo: Int = maximumWords,
        accepts: ([String]) -> Bool = { _ in true }
    ) throws -> (phrase: String, length: Int, group: [String])? {
        var length = min(upTo, words.count - index)
        while length >= 2 {
            let run = Array(words[index..<index + length])
            if accepts(run) {
                let phrase = run.joined(separator: " ")
                if let group = try lexicon.synonyms(of: phrase) { return (phrase, length, group) }
            }
            length -= 1
        }
        return nil
    }

    /// How far apart, in content words, two words may be and still be read as one glossary phrase.
    static let neighbourhood = 4

    /// A word read by a neighbour that is not next to it: "carousel … dots" ("image carousel shows
    /// 30 little dots") is the glossary's "carousel dots", a page control, where "dots" alone says
    /// nothing. The first word becomes the phrase and the neighbour is taken out. Only a word the
    /// glossary has no group for is read so: "popup … buttons" are two things the glossary knows,
    /// not a pop-up button, and words that start a phrase where they stand are left as they are.
    package static func joiningNeighbours(_ words: [String], lexicon: some QueryLexicon) throws -> [String] {
        var result = words
        var index = 0
        while index + 2 < result.count {
            if try longest(in: result, at: index, lexicon: lexicon, upTo: 2) == nil {
                let last = min(index + neighbourhood, result.count - 1)
                for other in (index + 2)...last {
                    let phrase = result[index] + " " + result[other]
                    guard try lexicon.synonyms(of: phrase) != nil,
                        try !isInPhrase(result, at: other, lexicon: lexicon),
                        try isUnclear(result[index], lexicon: lexicon) || isUnclear(result[other], lexicon: lexicon)
                    else { continue }
                    result[index] = phrase
                    result.remove(at: other)
                    break
                }
            }
            index += 1
        }
        return result
    }

    /// Whether the word at `index` starts a phrase or ends one with the word before it.
    private static func isInPhrase(_ words: [String], at index: Int, lexicon: some QueryLexicon) throws -> Bool {
        if try longest(in: words, at: index, lexicon: lexicon, upTo: 2) != nil { return true }
        return try lexicon.synonyms(of: words[index - 1] + " " + words[index]) != nil
    }

    /// A word with no glossary group of its own, which only its neighbours can explain.
    private static func isUnclear(_ word: String, lexicon: some QueryLexicon) throws -> Bool {
        try lexicon.synonyms(of: word) == nil
    }
}
