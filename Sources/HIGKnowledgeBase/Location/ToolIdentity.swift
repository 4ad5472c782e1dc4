import Foundation

/// What makes an index current besides its content: the index format and the running build of
/// the tool, since a new build may extract and store differently.
enum ToolIdentity {
    /// Bumped whenever ingest extracts differently, so an index from an older build is rebuilt.
    static let formatVersion = 1

    static let executable: String = {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? 0
        let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(size)-\(modified)"
    }()

    static var indexFormat: String { "\(formatVersion)-\(executable)" }
}
