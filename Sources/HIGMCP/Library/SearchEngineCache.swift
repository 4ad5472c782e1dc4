import Foundation
import HIGIndex
import HIGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The search engine of the index, kept open between answers: opening one costs more than a
/// search (the file mapped again, the statements prepared again). It is opened again whenever the
/// index file is another or has changed: a rebuild renames a new file over it, an update in
/// place changes its size or time, whichever process did it.
final class SearchEngineCache: @unchecked Sendable {
    private let lock = NSLock()
    private var cached: (stamp: FileIdentity, engine: SearchEngine)?

    func engine(for indexPath: String) throws -> SearchEngine {
        let stamp = FileIdentity(path: indexPath)
        return try lock.withLock {
            if let cached, cached.stamp == stamp, stamp.exists { return cached.engine }
            let engine = try SearchEngine(indexPath: indexPath)
            cached = (stamp, engine)
            return engine
        }
    }
}

/// A file's device, inode, size and modification time to the nanosecond.
struct FileIdentity: Equatable {
    var exists = false
    var device: UInt64 = 0
    var inode: UInt64 = 0
    var stamp = FileStamp(size: 0, modified: 0)

    init(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        exists = true
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        stamp = FileStamp(status)
    }
}
