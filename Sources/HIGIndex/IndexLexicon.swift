import GRDB
import HIGModel
import HIGSearch

/// The index's answers to the query planner, read from its `synonym`, `practice_search` and
/// `vocabulary` tables over one open connection.
struct IndexLexicon: QueryLexicon {
    let db: Database

    func synonyms(of word: String) throws -> [String]? {
        try QueryTables.synonyms(of: word, db: db)
    }

    func finds(_ word: String) throws -> Bool {
        try Bool.fetchOne(
            try db.cachedStatement(sql: "SELECT 1 FROM practice_search WHERE practice_search MATCH ? LIMIT 1"),
            arguments: [QueryPlan.quoted(word)]) ?? false
    }

    func correctionWords(lengths: ClosedRange<Int>) throws -> [(word: String, frequency: Int)] {
        let rows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT word, frequency FROM vocabulary WHERE length(word) BETWEEN ? AND ?"),
            arguments: [lengths.lowerBound, lengths.upperBound])
        var words: [(word: String, frequency: Int)] = []
        while let row = try rows.next() {
            words.append((row[VocabularyColumn.word.rawValue], row[VocabularyColumn.frequency.rawValue]))
        }
        return words
    }
}
