import GRDB

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
            let distance = Self.distance(source, Array(candidate), limit: limit)
            if distance <= limit { found.append((candidate, distance, row[VocabularyColumn.frequency.rawValue])) }
        }
        found.sort { ($0.distance, -$0.frequency, $0.word) < ($1.distance, -$1.frequency, $1.word) }
        return found.prefix(3).map(\.word)
    }

    /// Optimal string alignment distance, stopping early once it exceeds `limit`.
    static func distance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...max(lhs.count, 1) where !lhs.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(rhs.count, 1) where !rhs.isEmpty {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return lhs.isEmpty ? rhs.count : previous[rhs.count]
    }
}
