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

    static func load(folder: String) -> FetchState {
        let path = (folder as NSString).appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: path),
            let state = try? JSONDecoder().decode(FetchState.self, from: data)
        else { return FetchState() }
        return state
    }

    func save(folder: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        try PageStore.replace((folder as NSString).appendingPathComponent(Self.fileName), with: encoder.encode(self))
    }
}

/// Files replaced whole: written under a temporary name beside the file, then renamed over it,
/// so a reader or an interrupted run sees the old file or the new one, never part of one.
enum PageStore {
    static func replace(_ path: String, with data: Data) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let temporary = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).\(UUID().uuidString).partial")
        try data.write(to: temporary)
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw FetchError("cannot write \(path): \(reason)")
        }
    }

    static func read(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }
}
