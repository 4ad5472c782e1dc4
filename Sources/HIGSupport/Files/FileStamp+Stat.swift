import HIGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileStamp {
    /// The file's stamp, or `unknown` when it cannot be read.
    package init(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .unknown
            return
        }
        self.init(info)
    }

    /// The stamp of what `stat` reported; reading the file is left to the caller.
    package init(_ info: stat) {
        #if canImport(Darwin)
            let (modified, changed) = (info.st_mtimespec, info.st_ctimespec)
        #else
            let (modified, changed) = (info.st_mtim, info.st_ctim)
        #endif
        self.init(
            size: Int64(info.st_size), modified: Self.nanoseconds(modified), changed: Self.nanoseconds(changed),
            inode: Int64(truncatingIfNeeded: info.st_ino))
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
