import GRDB

/// Whether a new index may be written over the file at a path. Only what hig wrote is replaced:
/// nothing, an empty file, a file with hig's mark, or an unmarked index from a hig that predates
/// the mark, known by the meta keys every hig has written (`schema`, `fingerprint`, `paths`).
/// Any other file is the user's, and a `meta` table alone does not make it hig's.
package enum IndexReplacement {
    static let keysEveryIndexHas: [MetaKey] = [.schema, .fingerprint, .paths]

    /// Why the file at the path may not be replaced ("is not an SQLite database"), or nil when
    /// it may. An index that another process keeps locked past the busy timeout is an error.
    package static func refusal(at indexPath: String) throws -> String? {
        switch IndexFile.inspect(indexPath) {
        case .absent, .empty, .marked: nil
        case .foreign(let reason): reason
        case .unmarked: try unmarkedRefusal(indexPath)
        }
    }

    private static func unmarkedRefusal(_ indexPath: String) throws -> String? {
        do {
            let queue = try IndexDatabase.openReadOnly(
                indexPath, configuration: IndexDatabase.configuration(readonly: true))
            defer { try? queue.close() }
            guard try queue.read(writtenByHig) else {
                return "is an SQLite database that hig did not write (it has neither hig's mark nor its meta keys)"
            }
            return nil
        } catch let error as DatabaseError {
            if IndexDatabase.isLocked(error) { throw IndexDatabase.indexError(error, indexPath: indexPath) }
            return
                "is an SQLite database without hig's mark that cannot be read (SQLite error \(error.resultCode.rawValue))"
        }
    }

    private static func writtenByHig(_ db: Database) throws -> Bool {
        guard try db.tableExists("meta"), try db.columns(in: "meta").contains(where: { $0.name == "key" }) else {
            return false
        }
        let found = try Int.fetchOne(
            db, sql: "SELECT count(DISTINCT key) FROM meta WHERE key IN (SELECT value FROM json_each(?))",
            arguments: [SQLList.json(keysEveryIndexHas.map(\.rawValue))])
        return found == keysEveryIndexHas.count
    }
}
