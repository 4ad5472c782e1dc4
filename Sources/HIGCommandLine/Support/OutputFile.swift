import Foundation
import HIGKnowledgeBase

/// Writes an export to `--output FILE`, or to standard output. An existing file is replaced only
/// with `--force`, and a review is never written over the file it was read from. The file is
/// written beside its target and renamed, so a failed write leaves nothing half-written.
struct OutputFile {
    var path: String?
    var force: Bool
    /// The file the output is made from, which it must never replace.
    var input: String?

    func write(_ data: Data) throws {
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        let paths = PathDisplay()
        let target = paths.absolute(path)
        if let input, paths.absolute(input) == target || sameFile(paths.absolute(input), target) {
            throw KnowledgeBaseError("\(path) is the review being read; write the result to another file")
        }
        if FileManager.default.fileExists(atPath: target) && !force {
            throw KnowledgeBaseError("\(path) exists; pass --force to replace it")
        }
        let temporary = target + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw KnowledgeBaseError("cannot write \(path)")
        }
        if rename(temporary, target) != 0 {
            try? FileManager.default.removeItem(atPath: temporary)
            throw KnowledgeBaseError("cannot write \(path): \(String(cString: strerror(errno)))")
        }
    }

    func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Whether two paths name one file (through a link, say).
    private func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
