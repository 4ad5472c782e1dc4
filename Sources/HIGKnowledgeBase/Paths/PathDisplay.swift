import Foundation
import HIGModel
import HIGSupport

/// Paths as users should see them: relative to the current directory when they lie under it.
package struct PathDisplay: Sendable {
    package let currentDirectory: String

    package init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        // The kernel's current directory is clean already; URL, at its first use in a process,
        // costs more than a command's text.
        self.currentDirectory =
            currentDirectory.hasPrefix("/") && Self.isClean(currentDirectory)
            ? currentDirectory : URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
    }

    package func absolute(_ path: String) -> String {
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
        var bytes = path
        if let clean = bytes.withUTF8(isCleanASCII) { return clean }
        return !path.isEmpty && !path.hasPrefix("~") && !path.hasSuffix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(path.hasPrefix("/") ? 1 : 0)
                .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    /// The answer for an ASCII path, nil for any other. Every ASCII character but a CR LF pair
    /// is a character of its own, so bytes give the same answer as characters. One pass, with
    /// no array of components, over the string's own bytes: every result of a query shows
    /// several paths, and an answer of the MCP server shows each several times.
    private static func isCleanASCII(_ path: UnsafeBufferPointer<UInt8>) -> Bool? {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard let first = path.first else { return false }
        // A component's length and how many of its bytes are dots: "", "." and ".." are not names.
        var length = 0
        var dots = 0
        var named = true
        for (offset, byte) in path.enumerated() {
            guard byte < 0x80 else { return nil }
            if byte == slash {
                // The slash that starts an absolute path closes no component.
                if offset > 0 && (length == 0 || (length <= 2 && dots == length)) { named = false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == dot { dots += 1 }
            }
        }
        let lastNamed = length > 0 && !(length <= 2 && dots == length)
        return named && lastNamed && first != UInt8(ascii: "~")
    }

    /// The path to show: relative where it can be, with the bytes of a name that are not UTF-8
    /// written `\xE9`.
    package func display(_ path: String) -> String {
        let full = absolute(path)
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return FileSystemName.shown(full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full)
    }
}
