import Foundation
import HIGIndex
import HIGModel
import HIGSupport

/// What makes an index current besides its content: the index format and the running build of
/// the tool, since a new build may extract and store differently.
enum ToolIdentity {
    /// Bumped whenever ingest extracts differently, so an index from an older build is rebuilt.
    static let formatVersion = 1

    static let executable: String = {
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        // The MCP server (hig-mcp) is built with hig from the same sources and stamps the index
        // as the hig beside it does, so that the two share one index rather than each rebuilding
        // it whenever the other has run.
        let sibling = (running as NSString).deletingLastPathComponent + "/hig"
        let isServer = (running as NSString).lastPathComponent.hasPrefix("hig-mcp")
        let path = isServer && FileManager.default.isExecutableFile(atPath: sibling) ? sibling : running
        // stat rather than FileManager's attributes: this runs at every command's start.
        return FileStamp(path: path).token
    }()

    static var indexFormat: String { "\(formatVersion)-\(executable)" }
}
