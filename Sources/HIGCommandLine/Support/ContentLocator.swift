import Foundation

/// Finds the content folder and the index that goes with it.
struct ContentLocator {
    static let contentFolderName = "Content"
    static let indexRelativePath = ".hig/index.sqlite"

    /// `Content/` in the current directory or the nearest parent that has one.
    static func findContent(from directory: String = FileManager.default.currentDirectoryPath) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        while true {
            let candidate = url.appendingPathComponent(contentFolderName)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue
            {
                return candidate.path
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { return nil }
            url = parent
        }
    }

    /// The index beside a content folder: `<parent>/.hig/index.sqlite`.
    static func defaultIndex(forContent content: String) -> String {
        URL(fileURLWithPath: content).standardizedFileURL.deletingLastPathComponent()
            .appendingPathComponent(indexRelativePath).path
    }
}
