import HIGModel

/// The store's English words a typo was meant to be: a word that finds nothing also searches
/// for the nearest words that do (Damerau–Levenshtein distance 1 from five letters, 2 from eight).
package enum TypoCorrection {
    /// Up to three nearest words, nearest and most frequent first: "modle" is "mode" or "modal".
    package static func closest(to word: String, in lexicon: some QueryLexicon) throws -> [String] {
        let length = word.count
        // Short words are too often real words the pages just do not use ("voice", "under").
        guard length >= 5, word.allSatisfy({ $0.isLetter }) else { return [] }
        let limit = length >= 8 ? 2 : 1
        var found: [(word: String, distance: Int, frequency: Int)] = []
        let source = Array(word)
        for entry in try lexicon.correctionWords(lengths: (length - limit)...(length + limit)) {
            guard !QueryPlanner.stopWords.contains(entry.word) else { continue }
            let distance = NameSuggestion.distance(source, Array(entry.word), limit: limit)
            if distance <= limit { found.append((entry.word, distance, entry.frequency)) }
        }
        found.sort { ($0.distance, -$0.frequency, $0.word) < ($1.distance, -$1.frequency, $1.word) }
        return found.prefix(3).map(\.word)
    }
}
