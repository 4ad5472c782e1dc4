import GRDB
import HIGModel

/// The index file's tables. `page` holds each page as JSON; `link` every cross-reference of a
/// page or practice, so references can be followed backwards without reading the graph;
/// `source_file` every content file with its size and time, so a change to a few files updates
/// only their pages. `symbols` holds the developer symbols a practice names; `moments`
/// the callbacks of the lifecycle transitions it concerns. Text columns of the FTS5 tables hold normalized text (see
/// `TextNormalizer`), so the sqlite3 command line can query the same file.
enum IndexSchema {
    static let version = 9
    /// bm25 weights of `practice_search` columns, from the ranking model.
    static let practiceWeights = RankingModel.standard.bm25Arguments
    /// The meta key of the number of practices: counting the table on a large index takes longer
    /// than a query.
    static let practiceCountKey = "practice_count"

    /// The number of practices, from meta (counted for an index written without it).
    static func practiceCount(in db: Database) throws -> Int {
        let stored = try String.fetchOne(
            db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [practiceCountKey])
        return try stored.flatMap(Int.init) ?? Int.fetchOne(db, sql: "SELECT count(*) FROM practice") ?? 0
    }

    static func create(in db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
                CREATE TABLE practice (
                    rowid INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    page TEXT NOT NULL,
                    position INTEGER NOT NULL,
                    page_title TEXT NOT NULL,
                    strength TEXT NOT NULL,
                    platforms TEXT NOT NULL,
                    states TEXT NOT NULL,
                    styles TEXT NOT NULL,
                    sources TEXT NOT NULL,
                    lead_normalized TEXT NOT NULL,
                    ko_normalized TEXT NOT NULL,
                    ko_lead_normalized TEXT NOT NULL,
                    lead_transitions TEXT NOT NULL,
                    record TEXT NOT NULL,
                    digest_key TEXT NOT NULL,
                    outdated INTEGER NOT NULL
                );
                CREATE INDEX practice_page ON practice (page, position);
                CREATE TABLE source_file (
                    path TEXT PRIMARY KEY,
                    size INTEGER NOT NULL,
                    modified INTEGER NOT NULL,
                    format TEXT NOT NULL,
                    page TEXT
                );
                CREATE VIRTUAL TABLE practice_search USING fts5(
                    lead, body, titles, ko, symbols, moments,
                    tokenize = 'porter unicode61 remove_diacritics 2'
                );
                CREATE TABLE page (
                    rowid INTEGER PRIMARY KEY,
                    id TEXT NOT NULL UNIQUE,
                    title TEXT NOT NULL,
                    record BLOB NOT NULL
                );
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
                """)
    }
}
