import Foundation
import GRDB
import HIGModel
import HIGSupport

/// Writes a rule graph to an index file. The new index is built in a temporary file beside the
/// target and renamed over it, so a failed or killed write leaves the previous index intact.
package enum IndexWriter {
    /// - Parameters:
    ///   - fingerprint: identifies the content the graph was read from (see `IndexMetadata`).
    ///   - contentPaths: the files and folders the graph was read from, absolute.
    ///   - stamps: what else makes the index current (the tool, the taxonomy), kept in `meta` for
    ///     an in-place update to compare.
    package static func write(
        _ graph: RuleGraph, fingerprint: String, contentPaths: [String], to path: String, stamps: [String: String] = [:]
    ) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        removeAbandonedTemporaries(of: path)
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            LongPathFiles.install()
            var configuration = Configuration()
            configuration.journalMode = .default
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            try queue.write { db in
                try IndexSchema.create(in: db)
                try insert(graph, fingerprint: fingerprint, into: db)
                for (key, value) in stamps {
                    try MetaKey.set(MetaKey.stampPrefix + key, value, in: db)
                }
                try MetaKey.paths.set(try JSONEncoder().encode(contentPaths), in: db)
            }
            try queue.close()
            // The index replaced keeps its permissions (a private index stays private) and owner.
            _ = ReplacedFile(at: path)?.apply(toFileAt: temporary)
            discardInterruptedWrite(of: path)
            if rename(temporary, path) != 0 {
                throw IndexError.io(
                    "cannot move the new index into place at \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    private static func insert(_ graph: RuleGraph, fingerprint: String, into db: Database) throws {
        // The digest of all the text is worked out on another thread while the rows are written.
        let contentDigest = Pending { graph.contentDigest }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try MetaKey.schema.set(IndexSchema.version, in: db)
        try MetaKey.fingerprint.set(fingerprint, in: db)
        try MetaKey.taxonomy.set(try encoder.encode(graph.taxonomy), in: db)
        try MetaKey.indexed.set(ISO8601DateFormatter().string(from: Date()), in: db)
        if let current = graph.currentEdition {
            try MetaKey.currentEdition.set(current, in: db)
        }
        let tables = QueryTables(taxonomy: graph.taxonomy)
        try tables.insert(into: db)
        let rows = IndexRows(db: db, taxonomy: graph.taxonomy, tables: tables)
        let vocabulary = try rows.insertPractices(graph.practices, pages: graph.pages, firstRowid: 1)
        try rows.insertPages(graph.pages)
        try rows.insertPageEntities(graph.pages)
        try rows.insertTaxonomyEntities()
        try IndexRows.updateVocabulary(vocabulary, db: db)
        try rows.insertFiles(graph.files)
        try TableRowIndex.insert(graph.pages, practices: graph.practices, db: db)
        // Merged into one segment each: rows written in one go leave the full-text index in many
        // segments, and a new process reading a common word from each of them paid for it.
        try db.execute(
            sql: """
                INSERT INTO practice_search (practice_search) VALUES ('optimize');
                INSERT INTO entity_search (entity_search) VALUES ('optimize');
                """)
        try MetaKey.contentDigest.set(contentDigest.wait(), in: db)
        try MetaKey.practiceCount.set(graph.practices.count, in: db)
    }

    /// A journal left beside the index by a killed update must not outlive the file it belongs
    /// to: SQLite would play it back into the new index and damage it. It is rolled back into
    /// the old file (so a reader of that file meanwhile reads it whole), and removed if it is
    /// still there.
    private static func discardInterruptedWrite(of path: String) {
        try? IndexDatabase.rollBackInterruptedWrite(path)
        unlink(IndexDatabase.journal(of: path))
    }

    /// Temporary files of writes whose process is gone (killed part-way): removed before the
    /// next write, so they do not pile up beside the index.
    static func removeAbandonedTemporaries(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(pidText), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (directory.isEmpty ? "." : directory) + "/" + name)
        }
    }

    /// The translated lead: the Korean text up to its first full stop.
    static func koreanLead(_ korean: String) -> String { KoreanLead.of(korean) }

    /// " a b c ": lets `instr(column, ' a ')` test membership without LIKE patterns.
    static func spaced(_ values: [String]) -> String {
        " " + values.joined(separator: " ") + " "
    }
}

package enum IndexError: EnvironmentFailure {
    case io(String)
    case unreadable(String)
    /// Another process holds the index longer than a command waits for it.
    case locked(String)
    /// The index cannot be written where it is.
    case notWritable(String)
    /// An environment variable set to a value the tool cannot use.
    case invalidSetting(String)

    package var description: String {
        switch self {
        case .io(let message), .unreadable(let message), .locked(let message), .notWritable(let message),
            .invalidSetting(let message):
            message
        }
    }

    package var remedy: EnvironmentRemedy? {
        if case .notWritable = self { .writableIndex } else { nil }
    }
}
