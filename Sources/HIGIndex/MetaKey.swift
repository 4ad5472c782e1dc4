import GRDB

/// The keys of the `meta` table, what an index records about itself.
enum MetaKey: String, CaseIterable {
    case schema, fingerprint, taxonomy, indexed
    /// The content folders, as a JSON array.
    case paths
    case contentDigest = "content_digest"
    /// The number of practices: counting the table on a large index takes longer than a query.
    case practiceCount = "practice_count"
    case currentEdition = "current_edition"

    /// The prefix of the stamps an index is written with (`stamp.tool`, `stamp.taxonomy`).
    static let stampPrefix = "stamp."

    /// The key's value, or nil when the index does not record it. Read as SQLite converts it (a
    /// count stored as a number reads as text), which decoding a `DatabaseValue` would refuse.
    func value<Value: DatabaseValueConvertible & StatementColumnConvertible>(
        _ type: Value.Type = Value.self, in db: Database
    ) throws -> Value? {
        try Value.fetchOne(db, sql: "SELECT value FROM meta WHERE key = ?", arguments: [rawValue])
    }

    /// Sets the key, replacing any value it had.
    func set(_ value: (any DatabaseValueConvertible)?, in db: Database) throws {
        try Self.set(rawValue, value, in: db)
    }

    static func set(_ key: String, _ value: (any DatabaseValueConvertible)?, in db: Database) throws {
        try db.execute(sql: "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", arguments: [key, value])
    }
}
