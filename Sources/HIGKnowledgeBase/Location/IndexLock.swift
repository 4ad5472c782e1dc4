import Foundation
import HIGIndex

/// One writer of an index at a time across processes: a lock file beside the index
/// (`.index.sqlite.lock`) is locked with `flock(2)` while the index is rebuilt or updated. A file
/// of its own, since the index itself is replaced by a rename and two indexes may share a folder;
/// where no file can be made (a read-only folder), the folder is locked instead. The kernel drops
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

    /// The lock file of an index: hidden, beside it.
    static func lockFile(for indexPath: String) -> String {
        let name = (indexPath as NSString).lastPathComponent
        return ((indexPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
            "." + name + ".lock")
    }

    /// Takes the lock for `indexPath`, waiting for another holder; `waiting` is called once when
    /// it has to. The folder is made when it is missing, as the write would make it; nil when it
    /// cannot be, and the write then fails with its own message.
    static func acquire(for indexPath: String, shown: String, waiting: () -> Void) throws -> IndexLock? {
        var folder = (indexPath as NSString).deletingLastPathComponent
        if folder.isEmpty { folder = "." }
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        var descriptor = open(lockFile(for: indexPath), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
        if descriptor < 0 { descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
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
