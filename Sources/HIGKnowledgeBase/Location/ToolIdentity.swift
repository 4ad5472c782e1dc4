import Foundation
import HIGIndex

/// What makes an index current besides its content: the index format and the running build of
/// the tool, since a new build may extract and store differently.
enum ToolIdentity {
    /// Bumped whenever ingest extracts differently, so an index from an older build is rebuilt.
    static let formatVersion = 1

    static let executable: String = {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        // stat rather than FileManager's attributes: this runs at every command's start.
        let stamp = FileStamp(path: path)
        return "\(stamp.size)-\(stamp.modified)"
    }()

    static var indexFormat: String { "\(formatVersion)-\(executable)" }
}
