import Foundation
import HIGModel

/// Finds the content files under the given paths, in a stable order.
enum ContentDiscovery {
    /// Files in a content folder that describe it rather than hold a page.
    static let nonPageNames: Set<String> = ["SOURCES.md", "README.md", TaxonomyLoader.fileName, ".DS_Store"]

    static func files(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        var files: [String] = []
        var diagnostics: [Diagnostic] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    Diagnostic(
                        file: path, line: 1, severity: .error, id: "ingest.path.missing",
                        message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            var found: [String] = []
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let full = (path as NSString).appendingPathComponent(relative)
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue,
                    !nonPageNames.contains(name)
                {
                    found.append(full)
                }
            }
            files.append(contentsOf: found.sorted())
        }
        return (files, diagnostics)
    }
}
