import Foundation
import GRDB
import HIGModel
import HIGSupport

/// The read connection of the index a process uses, and the metadata read through it, kept
/// while the file stays the same. A command read the index's metadata through one connection
/// and its rows through another, so SQLite opened the file and parsed its schema twice; the MCP
/// server opened a connection for the metadata at every answer. One index is kept, the last one
/// asked for, so a process that opens many (the tests) does not keep them all open.
final class IndexConnection: @unchecked Sendable {
    static let shared = IndexConnection()

    private struct Entry {
        var path: String
        var identity: IndexFileIdentity
        var queue: DatabaseQueue
        var metadata: IndexMetadata??
        var lifecycleCues: LifecycleCues?
    }

    private let lock = NSLock()
    private var entry: Entry?

    /// The connection `open` makes, made again when the file is another or was written since,
    /// and the metadata already read through it while the file stayed the same (nil when none
    /// was read), which spares a command that read the metadata first a second read of it.
    func queue(_ indexPath: String, open: () throws -> DatabaseQueue) throws
        -> (queue: DatabaseQueue, metadata: IndexMetadata?)
    {
        let identity = IndexFileIdentity(path: indexPath)
        let queue = try queue(indexPath, identity, open: open)
        let metadata = lock.withLock { current(indexPath, identity).flatMap { $0.queue === queue ? $0.metadata : nil } }
        return (queue, metadata ?? nil)
    }

    /// The metadata `read` finds through the connection, read once while the file stays the same.
    func metadata(
        _ indexPath: String, open: () throws -> DatabaseQueue, read: (DatabaseQueue) throws -> IndexMetadata?
    ) throws -> IndexMetadata? {
        let identity = IndexFileIdentity(path: indexPath)
        if let known = lock.withLock({ current(indexPath, identity)?.metadata }) { return known }
        let queue = try queue(indexPath, identity, open: open)
        let metadata = try read(queue)
        lock.withLock {
            guard current(indexPath, identity)?.queue === queue else { return }
            entry?.metadata = .some(metadata)
        }
        return metadata
    }

    /// The lifecycle cues `read` finds, kept with the connection while it is the one kept for
    /// its file: a file written since has another connection, which reads them again. Any
    /// other connection (one that does not map the file) reads them at every call.
    func lifecycleCues(of queue: DatabaseQueue, read: () throws -> LifecycleCues) rethrows -> LifecycleCues {
        if let known = lock.withLock({ entry?.queue === queue ? entry?.lifecycleCues : nil }) { return known }
        let cues = try read()
        lock.withLock {
            if entry?.queue === queue { entry?.lifecycleCues = cues }
        }
        return cues
    }

    private func queue(_ indexPath: String, _ identity: IndexFileIdentity?, open: () throws -> DatabaseQueue) throws
        -> DatabaseQueue
    {
        if let queue = lock.withLock({ current(indexPath, identity)?.queue }) { return queue }
        let queue = try open()
        if let identity {
            lock.withLock { entry = Entry(path: indexPath, identity: identity, queue: queue, metadata: nil) }
        }
        return queue
    }

    private func current(_ indexPath: String, _ identity: IndexFileIdentity?) -> Entry? {
        guard let identity, let entry, entry.path == indexPath, entry.identity == identity else { return nil }
        return entry
    }
}

/// What tells that an index file is another or was written: its stamp (size, modification and
/// change times, inode), which a rebuild renaming a new file over it changes, and SQLite's file
/// change counter, which every write transaction raises: a write in place can keep the size and,
/// within the kernel's clock tick, the times.
struct IndexFileIdentity: Equatable {
    var stamp: FileStamp
    var changeCounter: UInt32

    /// nil when the file is not a regular one or cannot be read: a FIFO is never opened, which
    /// would wait for a writer (opening the index then reports what the path is).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 4)
        // Bytes 24 to 27 of the database header, big-endian; the stamp of the file opened.
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, pread(descriptor, &header, 4, 24) == 4
        else { return nil }
        stamp = FileStamp(info)
        changeCounter = header.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
