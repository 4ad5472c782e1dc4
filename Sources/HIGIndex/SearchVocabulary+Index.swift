import GRDB
import HIGModel
import HIGSearch

extension SearchVocabulary {
    /// The vocabulary of this index: its ranking model, normalizer, synonyms, lifecycle cues,
    /// porter stems and the fields typos are corrected to.
    package static func index(taxonomy: Taxonomy) -> SearchVocabulary {
        let tables = QueryTables(taxonomy: taxonomy)
        return SearchVocabulary(
            model: .standard,
            synonyms: Dictionary(tables.synonyms.expansions, uniquingKeysWith: { first, _ in first }),
            lifecycleCues: tables.lifecycleCues.map {
                LifecycleCue(cue: $0.cue, transition: $0.transition, isCallback: $0.isCallback)
            },
            tokens: TextNormalizer.tokens,
            stems: PorterStems.of,
            correctionFields: Set(PracticeSearchColumn.vocabularyColumns.map(\.rawValue)))
    }
}

/// Stems words with SQLite FTS5's own porter tokenizer, so code outside SQLite stems exactly as
/// the index does: each word goes into an in-memory FTS5 table and comes back from fts5vocab.
enum PorterStems {
    /// Throws SQLite's error: an empty map would leave the site's search without stems.
    static func of(_ words: [String]) throws -> [String: String] {
        let unique = Array(Set(words))
        guard !unique.isEmpty else { return [:] }
        return try DatabaseQueue().write { db -> [String: String] in
            try db.execute(
                sql: """
                    CREATE VIRTUAL TABLE word USING fts5(text, tokenize = 'porter unicode61 remove_diacritics 2');
                    CREATE VIRTUAL TABLE stem USING fts5vocab(word, 'instance');
                    """)
            for (offset, word) in unique.enumerated() {
                try db.execute(sql: "INSERT INTO word (rowid, text) VALUES (?, ?)", arguments: [offset + 1, word])
            }
            var stems: [String: String] = [:]
            let rows = try Row.fetchCursor(db, sql: "SELECT doc, term FROM stem ORDER BY doc, offset")
            while let row = try rows.next() {
                let word = unique[(row["doc"] as Int) - 1]
                if stems[word] == nil { stems[word] = row["term"] }
            }
            return stems
        }
    }
}
