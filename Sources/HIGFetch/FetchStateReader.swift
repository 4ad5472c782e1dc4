import Foundation

/// Reads `.fetch-state.json`, which may come from anywhere (a cloned repository, a shared
/// snapshot): only what a fetch itself writes is taken from it. A file that cannot be read is
/// set aside and the fetch starts afresh; entries naming no page file are dropped. Either way
/// the reason is reported, and nothing the file names outside the fetch folder is ever touched.
enum FetchStateReader {
    /// Far above the state of every HIG page in every language (about 300 KB).
    static let maximumSize = 4 * 1024 * 1024
    /// A validator is sent back as a header: one line of printable ASCII, of a sensible length.
    static let maximumValidatorLength = 1024

    struct Loaded {
        var state = FetchState()
        /// Why parts of the file, or all of it, were not used.
        var problems: [String] = []
    }

    static func load(folder: String) -> Loaded {
        let path = (folder as NSString).appendingPathComponent(FetchState.fileName)
        switch FetchFolder.kind(path) {
        case nil: return Loaded()
        case S_IFREG: break
        default: return Loaded(problems: ["not a regular file (a link, a folder or a device); starting afresh"])
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return Loaded(problems: ["cannot be read; starting afresh"])
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: maximumSize + 1)) ?? Data()
        guard data.count <= maximumSize else {
            return Loaded(problems: ["over the \(maximumSize)-byte limit of a state file; starting afresh"])
        }
        return parse(data)
    }

    /// The state in `data`, with only the entries a fetch could have written.
    static func parse(_ data: Data) -> Loaded {
        let decoded: FetchState
        do {
            decoded = try JSONDecoder().decode(FetchState.self, from: data)
        } catch {
            return Loaded(problems: ["not a fetch state file (\(reason(error))); starting afresh"])
        }
        var loaded = Loaded()
        var refused: [String] = []
        for (name, validators) in decoded.validators {
            if PageFileName.isValid(name), isUsable(validators) {
                loaded.state.validators[name] = validators
            } else {
                refused.append(name)
            }
        }
        if let unfinished = decoded.unfinished {
            loaded.state.unfinished = unfinished.filter(PageFileName.isValid)
            refused += unfinished.filter { !PageFileName.isValid($0) }
        }
        if !refused.isEmpty {
            let shown = refused.sorted().prefix(5).map { "'\($0)'" }.joined(separator: ", ")
            let more = refused.count > 5 ? " and \(refused.count - 5) more" : ""
            loaded.problems.append(
                "ignored \(refused.count) entries that name no page file a fetch writes: \(shown)\(more)")
        }
        return loaded
    }

    private static func isUsable(_ validators: FetchState.Validators) -> Bool {
        [validators.etag, validators.lastModified].allSatisfy { value in
            guard let value else { return true }
            return value.utf8.count <= maximumValidatorLength
                && value.unicodeScalars.allSatisfy { (0x20..<0x7F).contains($0.value) }
        }
    }

    /// A decoding error's reason without Swift's dump of coding paths.
    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context), DecodingError.keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "at \(path): \(context.debugDescription)"
        default:
            return "\(error)"
        }
    }
}

/// The state file reader as the fuzzer drives it: the entries kept and the problems found.
package enum FetchStateReading {
    package static func read(_ data: Data) -> (entries: Int, problems: [String]) {
        let loaded = FetchStateReader.parse(data)
        let names = Array(loaded.state.validators.keys) + (loaded.state.unfinished ?? [])
        // The names kept must be names a fetch writes, or the reader let one through.
        precondition(names.allSatisfy(PageFileName.isValid), "a name the state file reader should refuse")
        _ = PartialFile.owner(of: String(decoding: data.prefix(512), as: UTF8.self))
        return (names.count, loaded.problems)
    }
}
