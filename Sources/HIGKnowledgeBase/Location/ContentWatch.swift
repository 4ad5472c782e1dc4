import Foundation
import HIGSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Tells a long-running process that its content folders are as its last walk found them, so
/// an answer needs no `stat` of every content file: the kernel reports (inotify on Linux) every
/// change to a folder watched, and a walk is owed only after one. Where watching is not possible
/// (another system, a network file system, a link inside the content, too many folders) it
/// never vouches for the content, and every read walks as before.
package final class ContentWatch: @unchecked Sendable {
    /// What a read must do: trust the fingerprint the last walk confirmed, or walk and then
    /// `confirm` what it found under this ticket.
    package enum Verdict: Equatable {
        case unchanged(fingerprint: String)
        case walk(ticket: Int)
    }

    // Guards everything below.
    private let lock = NSLock()
    private var watcher: FolderWatcher?
    private var watchedPaths: [String]?
    /// The fingerprint a walk begun after the watches were set found, while nothing changed.
    private var confirmed: String?
    /// Raised at each change seen, so a walk begun before it cannot confirm afterwards.
    private var ticket = 0

    package init() {}

    /// Whether `contentPaths` can be trusted unchanged since the last confirmed walk. A change
    /// is consumed by this call: the walk it asks for sees it, and later changes are reported
    /// at a later call.
    package func verdict(for contentPaths: [String]) -> Verdict {
        lock.withLock {
            guard watchedPaths == contentPaths else {
                watchedPaths = contentPaths
                return rewatch(contentPaths)
            }
            // Folders that could not be watched are not tried again at every read.
            guard let watcher else { return .walk(ticket: ticket) }
            if watcher.sawChange() { return rewatch(contentPaths) }
            return confirmed.map { .unchanged(fingerprint: $0) } ?? .walk(ticket: ticket)
        }
    }

    /// Watches set before the walk asked for, so a change made during the walk is reported at
    /// the next call. The caller holds the lock.
    private func rewatch(_ contentPaths: [String]) -> Verdict {
        ticket += 1
        confirmed = nil
        // The old instance is closed first: a user may have few (128 by default).
        watcher = nil
        watcher = FolderWatcher(contentPaths)
        return .walk(ticket: ticket)
    }

    /// Records what the walk `verdict` asked for found, unless a change was seen since.
    package func confirm(_ fingerprint: String, ticket walked: Int) {
        lock.withLock {
            if walked == ticket, watcher != nil { confirmed = fingerprint }
        }
    }
}

/// One inotify instance watching every folder under the content paths, or nothing.
private final class FolderWatcher {
    private let descriptor: Int32
    /// Each content path's device and inode: a path that now names another folder (a parent
    /// renamed, which no watch below it reports) is a change.
    private let roots: [(path: String, identity: FileIdentity)]

    /// nil where watching cannot vouch for every file a walk would read.
    init?(_ contentPaths: [String]) {
        #if canImport(Glibc)
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            var roots: [(String, FileIdentity)] = []
            for path in contentPaths {
                guard let identity = FileIdentity(path: path), identity.isDirectory,
                    Self.watchTree(path, descriptor: descriptor, device: nil)
                else {
                    close(descriptor)
                    return nil
                }
                roots.append((path, identity))
            }
            self.descriptor = descriptor
            self.roots = roots
        #else
            return nil
        #endif
    }

    deinit {
        close(descriptor)
    }

    /// Whether anything changed since the watches were set; once true, the watcher is spent.
    func sawChange() -> Bool {
        #if canImport(Glibc)
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            // Any event (an overflow too) or a failed read but "nothing yet" means a walk.
            if count != -1 || errno != EAGAIN { return true }
            return roots.contains { FileIdentity(path: $0.path) != $0.identity }
        #else
            return true
        #endif
    }

    #if canImport(Glibc)
        /// Changes to a folder's entries and to the files in it: written, touched, created,
        /// deleted, renamed, and the folder itself deleted or moved.
        private static let events = UInt32(
            IN_MODIFY | IN_ATTRIB | IN_CLOSE_WRITE | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                | IN_DELETE_SELF | IN_MOVE_SELF | IN_ONLYDIR)

        /// Watches `folder` and every folder under it that a content walk would enter; false
        /// where a watch could miss a file the walk reads.
        private static func watchTree(_ folder: String, descriptor: Int32, device: UInt64?) -> Bool {
            // A content path may be a link to its folder; a folder found inside one is never.
            let isRoot = device == nil
            guard let identity = FileIdentity(path: folder, following: isRoot), identity.isDirectory else {
                return false
            }
            if identity.device != device, !isLocal(device: identity.device) { return false }
            let mask = isRoot ? events : events | UInt32(IN_DONT_FOLLOW)
            guard inotify_add_watch(descriptor, folder, mask) >= 0, let handle = opendir(folder) else { return false }
            defer { closedir(handle) }
            while let entry = readdir(handle) {
                let name = withUnsafePointer(to: entry.pointee.d_name) {
                    $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
                }
                // Hidden entries are never read as content; a change to them still shows as
                // an event of this folder.
                if name.hasPrefix(".") { continue }
                switch entry.pointee.d_type {
                case UInt8(DT_REG): continue
                case UInt8(DT_DIR):
                    guard watchTree(folder + "/" + name, descriptor: descriptor, device: identity.device) else {
                        return false
                    }
                // A link may lead to a file no watch here covers; another type is not known.
                default: return false
                }
            }
            return true
        }

        /// Whether the kernel reports every change to files on this device's file system: not so
        /// on a network file system, whose other clients' writes it never sees. The type comes
        /// from the process's mount table (statfs(2) is not in Swift's Glibc module).
        private static func isLocal(device: UInt64) -> Bool {
            let major = ((device >> 8) & 0xFFF) | ((device >> 32) & ~0xFFF)
            let minor = (device & 0xFF) | ((device >> 12) & ~0xFF)
            guard let table = try? String(contentsOfFile: "/proc/self/mountinfo", encoding: .utf8) else { return false }
            let local: Set<Substring> = ["ext2", "ext3", "ext4", "xfs", "btrfs", "tmpfs", "overlay", "f2fs", "zfs"]
            // "36 25 8:1 / /work rw,relatime shared:1 - ext4 /dev/vda rw": the device, then the
            // type after the lone dash.
            for line in table.split(separator: "\n") {
                let fields = line.split(separator: " ")
                guard fields.count > 2, fields[2] == "\(major):\(minor)", let dash = fields.firstIndex(of: "-"),
                    dash + 1 < fields.count
                else { continue }
                return local.contains(fields[dash + 1])
            }
            return false
        }
    #endif
}
