import Foundation
import GRDB
import HIGModel

/// What an index records about itself: its schema, the content it was built from and that
/// content's fingerprint.
package struct IndexMetadata: Sendable {
    package var schema: Int
    package var fingerprint: String
    package var contentPaths: [String]
    /// `RuleGraph.contentDigest` of what the index holds, and when it was written (ISO 8601);
    /// empty in an index that does not record them.
    package var contentDigest: String
    package var indexed: String
    /// The stamps the index was written with (see `IndexWriter.write`).
    package var stamps: [String: String] = [:]

    /// nil when there is no index at the path or it is not one this version reads.
    package static func read(indexPath: String) -> IndexMetadata? {
        try? load(indexPath: indexPath)
    }

    /// nil when there is no index at the path or it is not one this version reads; an index that
    /// another process keeps locked past the busy timeout is an error, not a missing index.
    package static func load(indexPath: String) throws -> IndexMetadata? {
        guard FileManager.default.fileExists(atPath: indexPath) else { return nil }
        do {
            return try metadata(indexPath: indexPath)
        } catch let error as DatabaseError where IndexDatabase.isLocked(error) {
            throw IndexDatabase.indexError(error, indexPath: indexPath)
        } catch {
            return nil
        }
    }

    /// Read through the process's connection to the index, once while the file stays the same:
    /// every command and every MCP answer asks for it first.
    private static func metadata(indexPath: String) throws -> IndexMetadata? {
        try IndexConnection.shared.metadata(
            indexPath,
            open: { try IndexDatabase.openMapped(indexPath) },
            read: metadata)
    }

    private static func metadata(queue: DatabaseQueue) throws -> IndexMetadata? {
        try queue.read { db in
            // The keys bound one by one: a JSON list of them would cost an encoder and SQLite's
            // json_each at every start, for five fixed keys.
            let keys: [MetaKey] = [.schema, .fingerprint, .paths, .contentDigest, .indexed]
            // Each added as a literal: an array cast to the protocol asks the runtime at start.
            let placeholders = Array(repeating: "?", count: keys.count).joined(separator: ", ")
            var arguments = StatementArguments()
            for key in keys { arguments += [key.rawValue] }
            arguments += [MetaKey.stampPrefix.count, MetaKey.stampPrefix]
            let rows = try Row.fetchAll(
                db, sql: "SELECT key, value FROM meta WHERE key IN (\(placeholders)) OR substr(key, 1, ?) = ?",
                arguments: arguments)
            var values: [String: DatabaseValue] = [:]
            for row in rows { values[row["key"]] = row["value"] }
            func value<Value: DatabaseValueConvertible>(_ key: MetaKey) -> Value? {
                values[key.rawValue].flatMap(Value.fromDatabaseValue)
            }
            guard let schema: Int = value(.schema),
                let fingerprint: String = value(.fingerprint),
                let pathsData: Data = value(.paths),
                let paths = try? JSONDecoder().decode([String].self, from: pathsData)
            else { return IndexMetadata?.none }
            var stamps: [String: String] = [:]
            for (key, value) in values where key.hasPrefix(MetaKey.stampPrefix) {
                stamps[String(key.dropFirst(MetaKey.stampPrefix.count))] = String.fromDatabaseValue(value)
            }
            return IndexMetadata(
                schema: schema, fingerprint: fingerprint, contentPaths: paths,
                contentDigest: value(.contentDigest) ?? "",
                indexed: value(.indexed) ?? "", stamps: stamps)
        }
    }

    package var isCurrentSchema: Bool { schema == IndexSchema.version }
}
