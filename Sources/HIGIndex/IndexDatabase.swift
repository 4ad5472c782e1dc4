import GRDB

/// Opens index files for reading, refusing files that are not an index of this version.
enum IndexDatabase {
    static func openForReading(_ indexPath: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.readonly = true
        // Reads map the file instead of copying each page: most of a large index's query time
        // was the kernel copying pages into SQLite's cache.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = 1073741824") }
        do {
            let queue = try DatabaseQueue(path: indexPath, configuration: configuration)
            let schema = try queue.read { db in
                try Int.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'schema'")
            }
            guard schema == IndexSchema.version else {
                throw IndexError.unreadable("\(indexPath) is not a hig index of this version")
            }
            return queue
        } catch let error as IndexError {
            throw error
        } catch {
            throw IndexError.unreadable("cannot read the index \(indexPath): \(error)")
        }
    }
}
