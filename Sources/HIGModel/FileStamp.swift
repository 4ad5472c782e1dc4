import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's size and modification time in nanoseconds: what content discovery, the content
/// fingerprint and the index's record of its files all take from one `stat`.
public struct FileStamp: Sendable, Hashable {
    public var size: Int64
    public var modified: Int64

    public init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    /// What is recorded for a file whose size and time are not known: it never matches a
    /// file found later, so an update in place reads that file again.
    public static let unknown = FileStamp(size: -1, modified: -1)

    /// The stamp of what `stat` reported; reading the file is left to the caller.
    public init(_ info: stat) {
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        self.init(size: Int64(info.st_size), modified: modified)
    }
}
