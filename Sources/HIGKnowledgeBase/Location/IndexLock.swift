import Foundation
import HIGIndex

/// One writer of an index at a time across processes: the folder that holds the index is locked
/// with `flock(2)` while the index is rebuilt or updated. The folder, not a lock file, so that
/// nothing is left beside the index and a read-only folder can still be locked. The kernel drops
/// the lock when its holder exits, killed or not.
final class IndexLock {
    /// How long a command waits for another one's rebuild before it reports the index as
    /// locked; HIG_LOCK_TIMEOUT sets it too.
    static let maximumWait = LockTimeout.seconds(default: 600)

    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Takes the lock for `indexPath`, waiting for another holder; `waiting` is called once when
    /// it has to. The folder is made when it is missing, as the write would make it; nil when it
    /// cannot be, and the write then fails with its own message.
    static func acquire(for indexPath: String, shown: String, waiting: () -> Void) throws -> IndexLock? {
        var folder = (indexPath as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let lock = IndexLock(descriptor: descriptor)
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
        waiting()
        let deadline = Date().addingTimeInterval(maximumWait)
        while Date() < deadline {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return lock }
            usleep(50_000)
        }
        throw IndexError.locked(
            "the index \(shown) is being updated by another hig process and stayed locked for \(Int(maximumWait)) s; run the command again once it is done"
        )
    }
}
