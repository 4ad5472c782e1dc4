import Foundation
import HIGKnowledgeBase

/// Writes an export to `--output FILE`, or to standard output. An existing file is replaced only
/// with `--force`, only when it is a regular file, and a review is never written over the file it
/// was read from. The file is written beside its target and renamed, so a failed write leaves
/// nothing half-written; a link is written through to the file it names, and a replaced file
/// keeps its permissions.
struct OutputFile {
    var path: String?
    var force: Bool
    /// The file the output is made from, which it must never replace.
    var input: String?

    func write(_ data: Data) throws {
        guard let path else {
            try StandardOutput.document(data)
            return
        }
        let paths = PathDisplay()
        let target = try ReplaceableFile(path: paths.absolute(path), shown: path, force: force)
        if let input, paths.absolute(input) == target.path || sameFile(paths.absolute(input), target.path) {
            throw KnowledgeBaseError("\(path) is the review being read; write the result to another file")
        }
        try target.replace(with: data)
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
