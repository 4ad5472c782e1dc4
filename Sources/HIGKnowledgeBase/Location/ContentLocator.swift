import Foundation
import HIGModel
import HIGSupport

/// Finds the content folder and the index that goes with it.
package enum ContentLocator {
    package static let contentFolderName = "Content"
    /// The index of a folder named `Content`, relative to the folder that holds it.
    package static let indexRelativePath = ".hig/index.sqlite"

    /// `Content/` in the directory or the nearest parent that has one.
    package static func findContent(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(contentFolderName)
            if FileSystem.isDirectory(candidate.path) { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// Where an installed `hig` keeps its content, relative to the folder of its executables:
    /// `scripts/install --prefix DIR` puts them in `DIR/bin` and the content in `DIR/share/hig`.
    package static let installedContentPath = "../share/hig/Content"

    /// The content that goes with the running executable: the nearest `Content/` upward from its
    /// folder (links followed), as a build in the package has, else the installed one.
    package static func executableContent() -> String? {
        findContent(from: executableDirectory) ?? installedContent()
    }

    /// The content installed with the running executable (`installedContentPath` from its
    /// folder), when it was installed.
    package static func installedContent() -> String? {
        let installed = URL(fileURLWithPath: executableDirectory).appendingPathComponent(installedContentPath)
            .standardizedFileURL
        return FileSystem.isDirectory(installed.path) ? installed.path : nil
    }

    /// The running executable's folder, where a link to it leads.
    package static var executableDirectory: String {
        let path =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return (path as NSString).deletingLastPathComponent
    }

    /// The index beside a content folder: `<parent>/.hig/index.sqlite` for a folder named
    /// `Content`, `<parent>/.hig/index-<name>.sqlite` for any other, so that sibling snapshots
    /// (`hig-2022/`, `hig-2026/`) each keep an index of their own instead of rebuilding one
    /// shared file whenever the other was used.
    package static func defaultIndex(forContent content: String) -> String {
        let url = URL(fileURLWithPath: content).standardizedFileURL
        let name = url.lastPathComponent
        let file = name == contentFolderName ? indexRelativePath : ".hig/index-\(fileNamePart(name)).sqlite"
        return url.deletingLastPathComponent().appendingPathComponent(file).path
    }

    /// The folder's name when it is short and plain (letters, digits, `.`, `_`, `-`), else a
    /// digest of it, so the index, its lock file and its journal keep short, safe names.
    static func fileNamePart(_ name: String) -> String {
        let plain = name.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || "._-".utf8.contains(byte)
        }
        return plain && !name.isEmpty && name.utf8.count <= 64 && !name.hasPrefix(".") ? name : TextDigest.of([name])
    }
}

enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
