import Foundation
import HIGModel

/// Paths as users should see them: relative to the current directory when they lie under it.
public struct PathDisplay: Sendable {
    public let currentDirectory: String

    public init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    }

    public func absolute(_ path: String) -> String {
        // Most paths are clean already: absolute (those the index keeps) or relative to the
        // current directory (those already displayed once). URL is only paid for the others.
        if Self.isClean(path) {
            if path.hasPrefix("/") { return path }
            return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
        }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: currentDirectory, isDirectory: true))
            .standardizedFileURL.path
    }

    /// No empty, `.` or `..` component, no trailing slash and no `~`: standardizing would
    /// leave the path as it is.
    private static func isClean(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("~") && !path.hasSuffix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(path.hasPrefix("/") ? 1 : 0)
                .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The path to show: relative where it can be, with the bytes of a name that are not UTF-8
    /// written `\xE9`.
    public func display(_ path: String) -> String {
        let full = absolute(path)
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return FileSystemName.shown(full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full)
    }
}
