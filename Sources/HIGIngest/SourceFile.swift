import Foundation
import HIGModel
import HIGSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A content file's bytes, opened by the name's own bytes (see `FileSystemName`) and only when
/// it is a regular file no larger than the limit. Every file the tool reads from a user's folder
/// (content, an app's project) goes through it.
package enum SourceFile {
    package enum Contents: Sendable {
        case data(Data)
        case tooLarge(Int)
        /// A pipe, socket or device: opening one to read could wait forever.
        case notRegular
        case unreadable
    }

    package static func contents(of path: String, limit: Int) -> Contents {
        // Non-blocking, so that opening a pipe nobody writes to returns at once.
        let descriptor = FileSystemName.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else { return .unreadable }
        defer { close(descriptor) }
        // The stamp discovery took is of the name; this looks at the file that was opened, which
        // may have been replaced since, and is what the size limit and the type must hold for.
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .unreadable }
        guard status.st_mode & S_IFMT == S_IFREG else { return .notRegular }
        let size = Int(status.st_size)
        // The size is checked before reading, so a huge (or sparse) file is never loaded.
        guard size <= limit else { return .tooLarge(size) }
        // A byte more than the size is asked for, so a file that grew since is still read to its
        // end, or caught when it grew past the limit.
        var data = Data(count: size + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard data.count <= limit else { return .tooLarge(filled) }
                data.count = min(data.count * 2, limit + 1)
            }
            let count = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return .unreadable }
            if count == 0 { break }
            filled += count
        }
        data.count = filled
        return .data(data)
    }
}
