import Foundation
import HIGIndex
import HIGIngest
import HIGModel

/// Keeps the index in step with the content: a missing or stale index is rebuilt before a
/// command runs, with one line on standard error.
struct IndexManager {
    /// Bumped whenever ingest extracts differently, so an index from an older build is rebuilt.
    static let formatVersion = 1
    /// The running executable's identity: a new build of the tool re-indexes, since what it
    /// extracts and stores may have changed.
    static let toolIdentity: String = {
        let executable =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: executable)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }()
    let paths = PathDisplay()

    struct Location {
        var index: String
        /// The content the index should hold; nil when only an index was named.
        var content: [String]?
    }

    func locate(content: String?, index: String?) throws -> Location {
        if let content {
            let absoluteContent = paths.absolute(content)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absoluteContent, isDirectory: &isDirectory) else {
                throw EnvironmentError(description: "no content at \(content)")
            }
            return Location(
                index: index.map(paths.absolute) ?? ContentLocator.defaultIndex(forContent: absoluteContent),
                content: [absoluteContent])
        }
        if let index {
            return Location(index: paths.absolute(index), content: nil)
        }
        guard let found = ContentLocator.findContent() else {
            throw EnvironmentError(
                description:
                    "no Content folder here or in any parent folder; run hig from the package, or pass --content DIR or --index FILE"
            )
        }
        return Location(index: ContentLocator.defaultIndex(forContent: found), content: [found])
    }

    /// Returns the index path, rebuilding the index first when it is missing or stale.
    func ensureFresh(content: String?, index: String?) throws -> String {
        let location = try locate(content: content, index: index)
        let metadata = IndexMetadata.read(indexPath: location.index)
        let wanted = location.content ?? metadata?.contentPaths
        guard let wanted else {
            throw EnvironmentError(description: "\(paths.display(location.index)) is not a readable hig index")
        }
        let fingerprint = Self.fingerprint(wanted)
        if let metadata, metadata.isCurrentSchema, metadata.contentPaths == wanted, metadata.fingerprint == fingerprint
        {
            return location.index
        }
        let reason = metadata == nil ? "no index yet" : "the content changed"
        StandardError.write(
            "hig: \(reason); indexing \(wanted.map(paths.display).joined(separator: ", ")) into \(paths.display(location.index))"
        )
        let result = ingest(wanted)
        let errors = result.diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            StandardError.write("hig: \(errors.count) file problem(s) while indexing; run 'hig ingest' to see them")
        }
        try write(result.graph, contentPaths: wanted, fingerprint: fingerprint, to: location.index)
        return location.index
    }

    /// Taken before reading the content, so a file edited during an ingest makes the index stale.
    static func fingerprint(_ contentPaths: [String]) -> String {
        ContentFingerprint.compute(paths: contentPaths, formatVersion: "\(formatVersion)-\(toolIdentity)")
    }

    func ingest(_ contentPaths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) -> IngestResult {
        Ingester().ingest(paths: contentPaths, progress: progress)
    }

    func write(_ graph: RuleGraph, contentPaths: [String], fingerprint: String, to index: String) throws {
        guard IndexMetadata.mayReplace(indexPath: index) else {
            throw EnvironmentError(
                description: "\(paths.display(index)) exists and is not a hig index; not replacing it")
        }
        do {
            try IndexWriter.write(graph, fingerprint: fingerprint, contentPaths: contentPaths, to: index)
        } catch {
            throw EnvironmentError(description: "cannot write the index \(paths.display(index)): \(error)")
        }
    }
}
