import Foundation

/// What the previous fetches left: each file's validators for conditional requests, and the
/// pages a run that did not finish already has, so the next run goes on from there. Kept as
/// `.fetch-state.json` beside the pages (ingest skips dot files).
struct FetchState: Codable, Sendable {
    struct Validators: Codable, Sendable {
        var etag: String?
        var lastModified: String?
    }

    /// File name relative to the folder (`launching.json`, `kr/launching.json`) → validators.
    var validators: [String: Validators] = [:]
    /// Files the unfinished run already brought; nil when the last run finished.
    var unfinished: [String]?

    static let fileName = ".fetch-state.json"

    func save(folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try PageStore.replace((folder as NSString).appendingPathComponent(Self.fileName), with: encoder.encode(self))
    }
}

/// Files replaced whole: written under a temporary name beside the file, then renamed over it,
/// so a reader or an interrupted run sees the old file or the new one, never part of one. A
/// failure is a `FetchError` naming the file and the system's reason, never Foundation's dump.
enum PageStore {
    static func replace(_ path: String, with data: Data) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw FetchError("cannot make the folder \(directory): \(FileFailure.reason(error))")
        }
        let temporary = (directory as NSString).appendingPathComponent(
            PartialFile.name(for: (path as NSString).lastPathComponent))
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
        } catch {
            unlink(temporary)
            throw FetchError("cannot write \(path): \(FileFailure.reason(error))")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw FetchError("cannot write \(path): \(reason)")
        }
    }

    static func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}

/// The system's reason for a failed file operation (`Permission denied`, `No space left on
/// device`), taken from the POSIX error under Foundation's.
enum FileFailure {
    static func reason(_ error: Error) -> String {
        let error = error as NSError
        let underlying = (error.userInfo[NSUnderlyingErrorKey] as? Error).map { $0 as NSError }
        for candidate in [error, underlying].compactMap({ $0 })
        where candidate.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(candidate.code)))
        }
        if error.domain == NSCocoaErrorDomain, error.code == CocoaError.fileWriteFileExists.rawValue {
            return "a file of that name is in the way"
        }
        return error.localizedFailureReason ?? error.localizedDescription
    }
}
