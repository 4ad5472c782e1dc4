#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's device and inode, and whether it is a folder: what names the same file whatever
/// path reached it (a folder reached twice through a link), and what tells that a path now
/// names another file (a parent renamed).
package struct FileIdentity: Hashable, Sendable {
    package var device: UInt64
    package var inode: UInt64
    package var isDirectory: Bool

    /// The identity of what `stat` reported.
    package init(_ info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// nil when the path cannot be read; `following: false` names a link itself.
    package init?(path: String, following: Bool = true) {
        var info = stat()
        guard (following ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }
}
