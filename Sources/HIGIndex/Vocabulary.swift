import GRDB
import HIGModel

/// The index's English words, for typo correction: a word that finds nothing also searches for
/// the nearest words that do (Damerau–Levenshtein distance 1 from five letters, 2 from eight).
struct Vocabulary: Sendable {
    /// Whether the word finds anything as it is, stemmed as the index stems it ("leaves" finds
    /// "leave"): only words that find nothing are corrected.
    func matches(_ word: String, db: Database) throws -> Bool {
        try Bool.fetchOne(
            try db.cachedStatement(sql: "SELECT 1 FROM practice_search WHERE practice_search MATCH ? LIMIT 1"),
            arguments: [QueryPlan.quoted(word)]) ?? false
    }

    /// Up to three nearest words, nearest and most frequent first: "modle" is "mode" or "modal".
    func closest(to word: String, db: Database) throws -> [String] {
        let length = word.count
        // Short words are too often real words the pages just do not use ("voice", "under").
        guard length >= 5, word.allSatisfy({ $0.isLetter }) else { return [] }
        let limit = length >= 8 ? 2 : 1
        let rows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT word, frequency FROM vocabulary WHERE length(word) BETWEEN ? AND ?"),
            arguments: [length - limit, length + limit])
        var found: [(word: String, distance: Int, frequency: Int)] = []
        let source = Array(word)
        while let row = try rows.next() {
            let candidate: String = row[VocabularyColumn.word.rawValue]
            guard !QueryPlanner.stopWords.contains(candidate) else { continue }
            let distance = NameSuggestion.distance(source, Array(candidate), limit: limit)
            if distance <= limit { found.append((candidate, distance, row[VocabularyColumn.frequency.rawValue])) }
        }
        found.sort { ($0.distance, -$0.frequency, $0.word) < ($1.distance, -$1.frequency, $1.word) }
        return found.prefix(3).map(\.word)
    }
}
