import Foundation
import GRDB

/// Opens index files for reading, refusing files that are not an index of this version.
enum IndexDatabase {
    /// How much of an index file reads map: all of any index this tool writes.
    static let mapSize = 1_073_741_824
    /// How long a connection waits for another process's write to the index to end before it
    /// reports the index as locked: an update in place holds it for a moment, not for this long.
    static let busyTimeout = LockTimeout.seconds(default: 60)

    /// A configuration that waits out another process's write instead of failing at once.
    static func configuration(readonly: Bool) -> Configuration {
        LongPathFiles.install()
        var configuration = Configuration()
        configuration.readonly = readonly
        // A connection that cannot write has no foreign key to enforce: GRDB's pragma turning
        // enforcement on would be one more statement compiled and run at every start.
        configuration.foreignKeysEnabled = !readonly
        configuration.busyMode = .timeout(busyTimeout)
        return configuration
    }

    /// - Parameter mapped: whether reads map the file instead of copying each page (most of a
    ///   large index's query time was the kernel copying pages into SQLite's cache). A read of
    ///   every row is better off unmapped: the mapping would keep every page of the file in the
    ///   process's memory.
    ///   A mapped connection is the process's one to that file (`IndexConnection`), opened once
    ///   while the file stays the same.
    static func openForReading(_ indexPath: String, mapped: Bool = true) throws -> DatabaseQueue {
        do {
            let queue: DatabaseQueue
            if mapped {
                let shared = try IndexConnection.shared.queue(indexPath) { try openMapped(indexPath) }
                // The metadata read through this connection, of this very file, named the schema.
                if shared.metadata?.isCurrentSchema == true { return shared.queue }
                queue = shared.queue
            } else {
                queue = try openReadOnly(indexPath, configuration: configuration(readonly: true))
            }
            let schema = try queue.read { db in
                try MetaKey.schema.value(Int.self, in: db)
            }
            guard schema == IndexSchema.version else {
                throw IndexError.unreadable("\(indexPath) is not a hig index of this version")
            }
            return queue
        } catch let error as IndexError {
            throw error
        } catch let error as DatabaseError {
            throw indexError(error, indexPath: indexPath)
        } catch {
            throw IndexError.unreadable("cannot read the index \(indexPath): \(error)")
        }
    }

    /// A new read-only connection that maps the file, as the shared one does.
    static func openMapped(_ indexPath: String) throws -> DatabaseQueue {
        try openReadOnly(indexPath, configuration: mappedConfiguration())
    }

    static func mappedConfiguration() -> Configuration {
        var configuration = configuration(readonly: true)
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(mapSize)") }
        return configuration
    }

    /// A read-only connection to the index, once a write that a killed process left unfinished
    /// has been undone.
    static func openReadOnly(_ indexPath: String, configuration: Configuration) throws -> DatabaseQueue {
        try IndexFile.requireRegularFile(indexPath)
        try rollBackInterruptedWrite(indexPath)
        return try DatabaseQueue(path: indexPath, configuration: configuration)
    }

    /// A process killed while it updated the index in place leaves its rollback journal
    /// (`index.sqlite-journal`). SQLite undoes that write at the next read, but only through a
    /// connection that may write: a read-only one fails (SQLITE_READONLY_ROLLBACK), and every
    /// command took the index for another program's file. So a journal beside the index gets one
    /// read through a read-write connection first. SQLite's locks keep it from touching the
    /// journal of a write still under way, and a journal that is not a valid one is removed.
    static func rollBackInterruptedWrite(_ indexPath: String) throws {
        guard FileManager.default.fileExists(atPath: journal(of: indexPath)),
            FileManager.default.fileExists(atPath: indexPath)
        else { return }
        let queue = try DatabaseQueue(path: indexPath, configuration: configuration(readonly: false))
        defer { try? queue.close() }
        try queue.inDatabase { db in _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master") }
    }

    static func journal(of indexPath: String) -> String {
        indexPath + "-journal"
    }

    /// A database error as the index error a command reports: a lock held too long is told apart.
    static func indexError(_ error: DatabaseError, indexPath: String) -> IndexError {
        let message = describe(error, indexPath: indexPath)
        if isLocked(error) { return .locked(message) }
        if error.resultCode == .SQLITE_READONLY || error.resultCode == .SQLITE_PERM { return .notWritable(message) }
        return .unreadable(message)
    }

    static func isLocked(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// SQLite's errors as a person can act on them.
    static func describe(_ error: DatabaseError, indexPath: String) -> String {
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            "the index \(indexPath) is damaged (SQLite error \(error.resultCode.rawValue)); delete it, and the next command rebuilds it"
        case .SQLITE_ERROR where error.message?.contains("vtable constructor") == true:
            "the index \(indexPath) is damaged (SQLite error \(error.resultCode.rawValue)); delete it, and the next command rebuilds it"
        case .SQLITE_CANTOPEN:
            "cannot open the index \(indexPath) (SQLite error 14): check that the file and its folder exist and can be read"
        case .SQLITE_FULL:
            "the disk is full (SQLite error 13) while using \(indexPath); free some space and run the command again"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            "the index \(indexPath) is locked by another process (SQLite error \(error.resultCode.rawValue)) and stayed locked for \(Int(busyTimeout)) s; run the command again once it is done"
        case .SQLITE_READONLY where error.extendedResultCode == .SQLITE_READONLY_ROLLBACK:
            "the index \(indexPath) was left half-updated by a process that was killed, and undoing that needs write access to it and its folder (SQLite error \(error.extendedResultCode.rawValue)); run the command once as a user who can write them"
        case .SQLITE_READONLY, .SQLITE_PERM:
            "the index \(indexPath) cannot be written here (SQLite error \(error.resultCode.rawValue))"
        default:
            "cannot use the index \(indexPath): \(error)"
        }
    }
}
