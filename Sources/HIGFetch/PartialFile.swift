import Foundation
import HIGModel
import HIGSupport

/// The temporary file a page is written to before it is renamed over the page:
/// `.NAME.PID.UUID.partial` beside it, so that a later fetch can tell which process wrote one and
/// remove it once that process is gone (a fetch killed part-way).
enum PartialFile {
    static let suffix = ".partial"

    static func name(for file: String) -> String {
        ".\(file).\(getpid()).\(UUID().uuidString)\(suffix)"
    }

    /// The process that wrote `name`, when it is exactly a name `name(for:)` gives a page file
    /// or the state file.
    static func owner(of name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(suffix) else { return nil }
        let parts = name.dropFirst().dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        // NAME holds one dot (`launching.json`; the state file's is its leading one); PID, UUID.
        guard parts.count >= 4, UUID(uuidString: String(parts[parts.count - 1])) != nil else { return nil }
        let file = parts.dropLast(2).joined(separator: ".")
        guard PageFileName.isValid(file) || file == FetchState.fileName else { return nil }
        return AbandonedFiles.processID(in: String(parts[parts.count - 2]), prefix: "")
    }

    /// Removes what killed fetches left in the folder and in its language folders.
    static func removeAbandoned(in folder: String) {
        AbandonedFiles.remove(in: folder, owner: owner)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for language in names where PageFileName.isLanguage(Substring(language)) {
            let path = (folder as NSString).appendingPathComponent(language)
            // A link is not followed: what it leads to is not the fetch's.
            if FetchFolder.kind(path) == S_IFDIR { AbandonedFiles.remove(in: path, owner: owner) }
        }
    }
}
