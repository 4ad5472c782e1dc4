import Foundation
import HIGIngest

/// A file of an app's project (or the content's app-scope map), read once through the bounded
/// reader: opened, looked at and read as one file, so one that grows or is replaced after the
/// walk found it is still held to the limit, and a pipe or device is never waited on.
enum AppFile {
    /// Why a file gave no bytes: a diagnostic's ID and message.
    struct Refusal: Error {
        var id: String
        var message: String
    }

    /// The bytes, or why there are none; `tooLarge` is the ID a file over `limit` is refused with.
    static func read(_ path: String, limit: Int, tooLarge: String) -> Result<Data, Refusal> {
        switch SourceFile.contents(of: path, limit: limit) {
        case .data(let data):
            return .success(data)
        case .tooLarge(let size):
            return .failure(Refusal(id: tooLarge, message: "\(size) bytes, over the \(limit)-byte limit; not read"))
        case .notRegular:
            return .failure(
                Refusal(id: "app.file.not-regular", message: "a pipe, socket or device, not a file; not read"))
        case .unreadable:
            return .failure(Refusal(id: "app.file.unreadable", message: "cannot be read; skipped"))
        }
    }
}
