#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Temporary files that a process killed part-way left beside the file it was writing. A later
/// run removes them, but only files named exactly as the tool names its own temporary files,
/// only regular files, and only when the process named in them is gone: a live writer's file,
/// a user's file that merely looks alike and a link are all left alone.
package enum AbandonedFiles {
    /// Removes, in `directory`, each regular file whose name `owner` reads as one of the tool's
    /// temporary files, giving the process that wrote it, when that process has ended.
    /// Returns the names removed.
    @discardableResult
    package static func remove(in directory: String, owner: (String) -> pid_t?) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var removed: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard let pid = owner(name), hasEnded(pid) else { continue }
            let path = directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            if unlink(path) == 0 { removed.append(name) }
        }
        return removed
    }

    /// Whether no process has this ID (one that exists under another user still counts).
    package static func hasEnded(_ pid: pid_t) -> Bool {
        pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The process ID in `name` when it is exactly `prefix`, decimal digits, then `suffix`.
    package static func processID(in name: String, prefix: String, suffix: String = "") -> pid_t? {
        guard name.hasPrefix(prefix), name.hasSuffix(suffix), name.count > prefix.count + suffix.count else {
            return nil
        }
        let digits = name.dropFirst(prefix.count).dropLast(suffix.count)
        guard digits.count <= 10, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return pid_t(digits)
    }
}
