/// A file's size, modification and status-change times in nanoseconds, and inode: what content
/// discovery, the content fingerprint and the index's record of its files all take from one
/// `stat`. The change time and inode catch an edit that kept the size and put the modification
/// time back (`cp -p`, `rsync -a`): no one can set a change time, and a file written beside and
/// renamed in has a new inode.
package struct FileStamp: Sendable, Hashable {
    package var size: Int64
    package var modified: Int64
    package var changed: Int64
    package var inode: Int64

    package init(size: Int64, modified: Int64, changed: Int64 = 0, inode: Int64 = 0) {
        self.size = size
        self.modified = modified
        self.changed = changed
        self.inode = inode
    }

    /// What is recorded for a file whose size and time are not known: it never matches a
    /// file found later, so an update in place reads that file again.
    package static let unknown = FileStamp(size: -1, modified: -1, changed: -1, inode: -1)

    /// The stamp as one token, for stamps kept as text.
    package var token: String { "\(size)-\(modified)-\(changed)-\(inode)" }
}
