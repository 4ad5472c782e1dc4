import Foundation
import HIGModel
import HIGSupport

/// Paths as users should see them: relative to the current directory when they lie under it.
package struct PathDisplay: Sendable {
    package let currentDirectory: String

    package init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = URL(fileURLWithPath: currentDirectory).standardizedFileURL.path
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
        // Every ASCII character but a CR LF pair is a character of its own, so bytes give the
        // same answer for ASCII paths (most of them) without measuring grapheme clusters.
        if path.utf8.allSatisfy({ $0 < 0x80 }) { return isCleanASCII(path.utf8) }
        return !path.isEmpty && !path.hasPrefix("~") && !path.hasSuffix("/")
            && path.split(separator: "/", omittingEmptySubsequences: false).dropFirst(path.hasPrefix("/") ? 1 : 0)
                .allSatisfy { !$0.isEmpty && $0 != "." && $0 != ".." }
    }

    private static func isCleanASCII(_ path: String.UTF8View) -> Bool {
        let slash = UInt8(ascii: "/")
        let dot = UInt8(ascii: ".")
        guard let first = path.first, first != UInt8(ascii: "~"), path.last != slash else { return false }
        // One pass over the bytes, no component made: an answer checks every source it shows.
        var length = 0
        var onlyDots = true
        for byte in path.dropFirst(first == slash ? 1 : 0) {
            if byte == slash {
                if length == 0 || (onlyDots && length <= 2) { return false }
                (length, onlyDots) = (0, true)
            } else {
                length += 1
                onlyDots = onlyDots && byte == dot
            }
        }
        return !(onlyDots && length <= 2)
    }

    /// The path to show: relative where it can be, with the bytes of a name that are not UTF-8
    /// written `\xE9`.
    package func display(_ path: String) -> String {
        let full = absolute(path)
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        return FileSystemName.shown(full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : full)
    }
}
