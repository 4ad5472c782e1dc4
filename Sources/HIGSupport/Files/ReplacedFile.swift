#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file keeps when a new one is renamed over it: its permissions, and its owner and
/// group. Only root may give a file away, so the owner is kept when the tool runs as root (a
/// user's index rewritten by root stays the user's); otherwise the new file is the user's own.
package struct ReplacedFile: Sendable {
    package let mode: mode_t
    package let owner: uid_t
    package let group: gid_t

    /// The regular file at `path` (the file a link names, unless `followingLinks` is false);
    /// nil when there is none.
    package init?(at path: String, followingLinks: Bool = true) {
        var status = stat()
        let found = followingLinks ? stat(path, &status) : lstat(path, &status)
        guard found == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        self.init(status)
    }

    package init(_ status: stat) {
        mode = status.st_mode & 0o7777
        owner = status.st_uid
        group = status.st_gid
    }

    /// Gives the new file, open as `descriptor`, the replaced file's owner and mode; 0, or the
    /// error number of the call that failed.
    package func apply(to descriptor: Int32) -> Int32 {
        // The owner first: changing it may clear the set-user-ID bit the mode then sets again.
        if geteuid() == 0 && fchown(descriptor, owner, group) != 0 { return errno }
        return fchmod(descriptor, mode) == 0 ? 0 : errno
    }

    /// As `apply(to:)`, for a new file that is closed already.
    package func apply(toFileAt path: String) -> Int32 {
        if geteuid() == 0 && chown(path, owner, group) != 0 { return errno }
        return chmod(path, mode) == 0 ? 0 : errno
    }
}
