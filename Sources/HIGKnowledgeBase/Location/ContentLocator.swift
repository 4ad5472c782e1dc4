import Foundation

/// Finds the content folder and the index that goes with it.
public enum ContentLocator {
    public static let contentFolderName = "Content"
    public static let indexRelativePath = ".hig/index.sqlite"

    /// `Content/` in the directory or the nearest parent that has one.
    public static func findContent(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(contentFolderName)
            if FileSystem.isDirectory(candidate.path) { return candidate.path }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The index beside a content folder: `<parent>/.hig/index.sqlite`.
    public static func defaultIndex(forContent content: String) -> String {
        URL(fileURLWithPath: content).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(indexRelativePath).path
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
