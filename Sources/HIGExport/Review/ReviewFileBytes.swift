import Foundation

/// A review file's bytes, or why there are none: each reason a file cannot be read says which
/// ("does not exist", "permission denied", "is a folder", "over 32 MiB"), since "cannot read"
/// alone leaves the reviewer guessing.
enum ReviewFileBytes {
    struct Refusal: Error {
        /// The diagnostic's ID after `review.file.`.
        var kind: String
        var message: String
    }

    static func read(_ path: String, limit: Int) -> Result<Data, Refusal> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(refusal(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(Refusal(kind: "folder", message: "the review file is a folder; name the file inside it"))
        }
        if status.st_mode & S_IFMT == S_IFREG && Int(status.st_size) > limit {
            return .failure(tooLarge(limit))
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(refusal(errno)) }
        defer { close(descriptor) }
        // Read to the limit and one byte past it, whatever stat said: the file may be growing,
        // or a pipe (`/dev/stdin`) whose size is not known.
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(refusal(errno))
            }
            if count == 0 { return .success(data) }
            data.append(contentsOf: buffer[0..<count])
        }
        return .failure(tooLarge(limit))
    }

    private static func tooLarge(_ limit: Int) -> Refusal {
        Refusal(kind: "too-large", message: "the review file is over \(limit >> 20) MiB")
    }

    private static func refusal(_ code: Int32) -> Refusal {
        switch code {
        case ENOENT, ENOTDIR:
            Refusal(kind: "missing", message: "the review file does not exist")
        case EACCES, EPERM:
            Refusal(kind: "unreadable", message: "cannot read the review file: permission denied")
        default:
            Refusal(kind: "unreadable", message: "cannot read the review file: \(String(cString: strerror(code)))")
        }
    }
}

/// `read(2)`, named apart from `ReviewFileBytes.read`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
