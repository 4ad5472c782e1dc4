import Foundation
import HIGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the content files under the given paths, in a stable order. Walks with POSIX calls:
/// every command checks the content's fingerprint before it runs, so this is on the query path.
enum ContentDiscovery {
    /// Files in a content folder that describe it rather than hold a page.
    static let nonPageNames: Set<String> = ["SOURCES.md", "README.md", TaxonomyLoader.fileName, ".DS_Store"]

    struct Found {
        var path: String
        var size: Int64
        var modified: Int64
    }

    static func files(in paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
        let (found, diagnostics) = entries(in: paths)
        return (found.map(\.path), diagnostics)
    }

    static func entries(in paths: [String]) -> (files: [Found], diagnostics: [Diagnostic]) {
        var files: [Found] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard let info = status(path) else {
                diagnostics.append(
                    problem(path, .error, "ingest.path.missing", "no such file or folder"))
                continue
            }
            if info.isDirectory {
                var found: [Found] = []
                var visited: Set<FolderIdentity> = [info.identity]
                walk(path, visited: &visited, into: &found, diagnostics: &diagnostics)
                files += found.sorted { $0.path < $1.path }
            } else {
                files.append(Found(path: path, size: info.size, modified: info.modified))
            }
        }
        return (files, diagnostics)
    }

    /// A folder's device and inode: a folder reached twice (through a link) is walked once.
    struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static func walk(
        _ directory: String, visited: inout Set<FolderIdentity>, into found: inout [Found],
        diagnostics: inout [Diagnostic]
    ) {
        guard let handle = opendir(directory) else {
            diagnostics.append(
                problem(directory, .warning, "ingest.folder.unreadable", "the folder cannot be read; skipped"))
            return
        }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            guard let info = status(full) else {
                diagnostics.append(
                    problem(
                        full, .warning, "ingest.file.unreadable", "the entry cannot be read (a dangling link?); skipped"
                    ))
                continue
            }
            if info.isDirectory {
                guard visited.insert(info.identity).inserted else {
                    diagnostics.append(
                        problem(
                            full, .warning, "ingest.folder.loop",
                            "this folder was already read through another path (a link loop?); skipped"))
                    continue
                }
                walk(full, visited: &visited, into: &found, diagnostics: &diagnostics)
            } else if !nonPageNames.contains(name) {
                found.append(Found(path: full, size: info.size, modified: info.modified))
            }
        }
    }

    private static func problem(
        _ path: String, _ severity: Diagnostic.Severity, _ id: String, _ message: String
    ) -> Diagnostic {
        Diagnostic(file: path, line: 1, severity: severity, id: id, message: message)
    }

    private static func status(
        _ path: String
    ) -> (isDirectory: Bool, size: Int64, modified: Int64, identity: FolderIdentity)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let isDirectory = (info.st_mode & S_IFMT) == S_IFDIR
        #if canImport(Darwin)
            let modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
        #else
            let modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        #endif
        let identity = FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return (isDirectory, Int64(info.st_size), modified, identity)
    }
}
