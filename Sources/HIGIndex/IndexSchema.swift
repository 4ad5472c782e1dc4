import GRDB
import HIGModel
import HIGSearch

/// The index file's tables. `page` holds each page as JSON; `link` every cross-reference of a
/// page or practice, so references can be followed backwards without reading the graph;
/// `source_file` every content file with its size and time, so a change to a few files updates
/// only their pages. `symbols` holds the developer symbols a practice names; `moments`
/// the callbacks of the lifecycle transitions it concerns. `table_row` holds the body rows of
/// pages' tables, searched through `table_row_search` (see `TableRowIndex`). Text columns of the
/// FTS5 tables hold normalized text (see `TextNormalizer`), so the sqlite3 command line can query
/// the same file.
enum IndexSchema {
    static let version = 19
    /// bm25 weights of `practice_search` columns, from the ranking model.
    static let practiceWeights = RankingModel.standard.bm25Arguments
    /// The number of practices, from meta (counted for an index written without it).
    static func practiceCount(in db: Database) throws -> Int {
        let stored = try MetaKey.practiceCount.value(String.self, in: db)
        return try stored.flatMap(Int.init) ?? Int.fetchOne(db, sql: "SELECT count(*) FROM practice") ?? 0
    }

    static func create(in db: Database) throws {
        // The mark that tells hig's files from any other database (see `IndexFile`).
        try db.execute(sql: "PRAGMA application_id = \(IndexFile.applicationID); PRAGMA user_version = \(version)")
        try db.execute(
            sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                \(PracticeColumn.createTable("practice"))
                CREATE INDEX practice_page ON practice (page, position);
                \(SourceFileColumn.createTable("source_file"))
                CREATE VIRTUAL TABLE practice_search USING fts5(
                    \(PracticeSearchColumn.allCases.map(\.rawValue).joined(separator: ", ")),
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                \(PageColumn.createTable("page"))
                CREATE TABLE link (
                    from_kind TEXT NOT NULL,
                    from_id TEXT NOT NULL,
                    from_page TEXT NOT NULL,
                    kind TEXT NOT NULL,
                    target TEXT NOT NULL
                );
                CREATE INDEX link_target ON link (kind, target);
                CREATE INDEX link_page ON link (from_page);
                CREATE TABLE entity (
                    rowid INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL,
                    ref TEXT NOT NULL,
                    title TEXT NOT NULL,
                    detail TEXT NOT NULL
                );
                CREATE VIRTUAL TABLE entity_search USING fts5(
                    title, body, tokenize = 'porter unicode61 remove_diacritics 2'
                );
                CREATE TABLE vocabulary (word TEXT PRIMARY KEY, frequency INTEGER NOT NULL) WITHOUT ROWID;
                CREATE TABLE synonym (word TEXT PRIMARY KEY, alternatives TEXT NOT NULL) WITHOUT ROWID;
                CREATE TABLE lifecycle_cue (cue TEXT NOT NULL, transition TEXT NOT NULL, is_callback INTEGER NOT NULL);
                \(TableRowIndex.schema)
                """)
    }
}
