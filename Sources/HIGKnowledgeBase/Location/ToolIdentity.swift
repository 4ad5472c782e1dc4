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
        // stat rather than FileManager's attributes: this runs at every command's start.
        var info = stat()
        guard stat(path, &info) == 0 else { return "0-0" }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        return "\(info.st_size)-\(modified.tv_sec).\(modified.tv_nsec)"
    }()

    static var indexFormat: String { "\(formatVersion)-\(executable)" }
}
