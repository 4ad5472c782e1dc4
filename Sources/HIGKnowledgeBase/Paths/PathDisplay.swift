import Foundation

/// Paths as users should see them: relative to the current directory when they lie under it.
public struct PathDisplay: Sendable {
    public let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    }

    public func absolute(_ path: String) -> String {
        // Most paths (those the index keeps) are absolute and clean already; URL is only paid for
        // the others.
        if path.hasPrefix("/"), !path.hasSuffix("/"), !path.hasSuffix("/."), !path.hasSuffix("/.."),
            !path.contains("//"),
            !path.contains("/./"), !path.contains("/../")
        {
            return path
        }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
            .standardizedFileURL.path
    }

    public func display(_ path: String) -> String {
        let full = absolute(path)
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full
    }
}
