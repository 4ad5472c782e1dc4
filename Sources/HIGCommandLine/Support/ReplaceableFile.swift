import Foundation
import HIGKnowledgeBase
import HIGModel
import HIGSupport

/// A file the tool may write in one step: the path a link leads to, checked to be absent or a
/// regular file, since renaming over a device, a pipe or a link would replace it with a file.
struct ReplaceableFile {
    /// Where the bytes go: the given path with its links followed.
    let path: String
    /// The file replaced, whose mode and owner the new one keeps.
    let replaced: ReplacedFile?
    /// The path as the user gave it, for messages.
    let shown: String

    init(path: String, shown: String, force: Bool) throws {
        self.shown = shown
        var status = stat()
        // Followed first, so that a link to a pipe (`/proc/self/fd/1`) is refused as the pipe.
        let exists = stat(path, &status) == 0
        self.path = try FileLinks.target(of: path)
        if exists {
            guard status.st_mode & S_IFMT == S_IFREG else {
                throw KnowledgeBaseError(
                    "\(shown) is not a regular file (a device, pipe or folder); give a file path, or leave out --output to write to standard output"
                )
            }
            guard force else { throw KnowledgeBaseError("\(shown) exists; pass --force to replace it") }
            replaced = ReplacedFile(status)
        } else {
            replaced = nil
        }
    }

    /// Writes `data` beside the file and renames it into place. What an earlier write that was
    /// killed part-way left beside it (`FILE.tmp-PID`, its process gone) is removed first.
    func replace(with data: Data) throws {
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        let directory = (path as NSString).deletingLastPathComponent
        AbandonedFiles.remove(in: directory.isEmpty ? "." : directory) {
            AbandonedFiles.processID(in: $0, prefix: prefix)
        }
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(errno) }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do {
            if let code = replaced?.apply(to: descriptor), code != 0 { throw failure(code) }
            try DescriptorWriter(descriptor: descriptor, name: shown).write(data)
            // A disk that fails late (EIO, a quota) says so at fsync or close, not at write.
            if fsync(descriptor) != 0 && errno != EINVAL { throw failure(errno) }
            closed = true
            if close(descriptor) != 0 { throw failure(errno) }
            if rename(temporary, path) != 0 { throw failure(errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    private func failure(_ code: Int32) -> Error {
        OutputFailure.failed(what: shown, code: code)
    }
}
