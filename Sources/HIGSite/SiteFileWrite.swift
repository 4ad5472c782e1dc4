import Foundation

/// Writes one file of the site through the system calls, so a failure carries the system's
/// reason ("No space left on device", "Permission denied"): `FileManager.createFile` only says
/// that it failed.
enum SiteFileWrite {
    /// Writes `data` to a new or truncated `file`; returns its size.
    static func write(_ data: Data, to file: String) throws -> Int {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw failure(file, errno) }
        var failed: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failed = errno
                    return
                }
                offset += count
            }
        }
        // A full disk may only be reported when the file is closed (on NFS, for one).
        if close(descriptor) != 0, failed == nil { failed = errno }
        if let failed { throw failure(file, failed) }
        return data.count
    }

    private static func failure(_ file: String, _ code: Int32) -> SiteError {
        SiteError("cannot write \(file): \(String(cString: strerror(code)))")
    }
}

/// `write(2)`, named apart from `SiteFileWrite.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
