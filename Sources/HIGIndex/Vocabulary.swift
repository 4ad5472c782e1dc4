import GRDB

/// The index's English words, for typo correction: a word not in the index is replaced by the
/// nearest word that is (Damerau–Levenshtein distance 1, or 2 for longer words).
struct Vocabulary: Sendable {
    func contains(_ word: String, db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT 1 FROM vocabulary WHERE word = ?", arguments: [word]) ?? false
    }

    func closest(to word: String, db: Database) throws -> String? {
        let length = word.count
        guard length >= 4, word.allSatisfy({ $0.isLetter }) else { return nil }
        let limit = length <= 5 ? 1 : 2
        let rows = try Row.fetchAll(
            db, sql: "SELECT word, frequency FROM vocabulary WHERE length(word) BETWEEN ? AND ?",
            arguments: [length - limit, length + limit])
        var best: (word: String, distance: Int, frequency: Int)?
        let source = Array(word)
        for row in rows {
            let candidate: String = row["word"]
            let frequency: Int = row["frequency"]
            let distance = Self.distance(source, Array(candidate), limit: limit)
            guard distance <= limit else { continue }
            if let current = best,
                current.distance < distance || (current.distance == distance && current.frequency >= frequency)
            {
                continue
            }
            best = (candidate, distance, frequency)
        }
        return best?.word
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
