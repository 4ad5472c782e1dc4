import Foundation
import HIGModel
import HIGSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the content files under the given paths, in a stable order. Walks with POSIX calls:
/// every command checks the content's fingerprint before it runs, so this is on the query path.
enum ContentDiscovery {
    /// Files in a content folder that describe it rather than hold a page.
    static let nonPageNames: Set<String> = [
        "SOURCES.md", "README.md", TaxonomyLoader.fileName, "app-scope.yml", ".DS_Store",
    ]
    /// Endings of files that are data or media, never a page: skipped with a note rather than
    /// read as plain text.
    static let nonPageExtensions: Set<String> = [
        "tsv", "csv", "xlsx", "xls", "numbers", "png", "jpg", "jpeg", "gif", "webp", "heic", "svg", "pdf", "zip",
        "gz", "mov", "mp4", "m4a", "mp3", "wav", "sqlite", "db", "js", "css", "yml", "yaml", "plist",
    ]

    typealias Found = ContentFiles.Entry

    /// - Parameter sorted: whether each folder's files come in name order; a caller that does
    ///   not depend on the order (a fingerprint) saves sorting thousands of paths.
    static func entries(in paths: [String], sorted: Bool = true) -> (files: [Found], diagnostics: [Diagnostic]) {
        let (groups, diagnostics) = groups(in: paths)
        return (groups.flatMap { sorted ? Self.sorted($0) : $0 }, diagnostics)
    }

    /// A group's files in name order.
    static func sorted(_ group: [Found]) -> [Found] {
        group.sorted { $0.path < $1.path }
    }

    /// The files found under each path that exists, in the order its folders list them.
    static func groups(in paths: [String]) -> (groups: [[Found]], diagnostics: [Diagnostic]) {
        var groups: [[Found]] = []
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard let info = status(path) else {
                diagnostics.append(
                    problem(path, .error, "ingest.path.missing", "no such file or folder"))
                continue
            }
            if info.isDirectory {
                var found: [Found] = []
                var visited: Set<FileIdentity> = [info.identity]
                let roots = paths.compactMap(realPath)
                walk(path, roots: roots, visited: &visited, into: &found, diagnostics: &diagnostics)
                groups.append(found)
            } else {
                groups.append([Found(path: path, stamp: info.stamp)])
            }
        }
        return (groups, diagnostics)
    }

    private static func walk(
        _ directory: String, roots: [String], visited: inout Set<FileIdentity>, into found: inout [Found],
        diagnostics: inout [Diagnostic]
    ) {
        guard let handle = FileSystemName.withCString(directory, { opendir($0) }) else {
            diagnostics.append(
                problem(directory, .warning, "ingest.folder.unreadable", "the folder cannot be read; skipped"))
            return
        }
        defer { closedir(handle) }
        let folder = dirfd(handle)
        while let entry = readdir(handle) {
            // Kept byte for byte: a name that is not UTF-8 still opens, and shows as `\xE9`.
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) {
                    FileSystemName.decode(cString: $0)
                }
            }
            if name.hasPrefix(".") { continue }
            let full = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            if entry.pointee.d_type == UInt8(DT_REG) {
                // A plain file needs no second look at its type: only its size and time, read
                // relative to the open folder. Reading them afterwards on every core took no less
                // time and half again the CPU, which a query beside the check needs.
                guard isPage(name, path: full, diagnostics: &diagnostics) else { continue }
                guard let info = status(name, in: folder) else {
                    diagnostics.append(
                        problem(full, .warning, "ingest.file.unreadable", "the entry cannot be read; skipped"))
                    continue
                }
                found.append(Found(path: full, stamp: info.stamp))
                continue
            }
            // Looked up relative to the open folder: the kernel does not walk the whole path again.
            guard let info = status(name, in: folder) else {
                diagnostics.append(
                    problem(
                        full, .warning, "ingest.file.unreadable", "the entry cannot be read (a dangling link?); skipped"
                    ))
                continue
            }
            // The entry's type comes with it; only links (or an unknown type) need a second look.
            let type = entry.pointee.d_type
            let mayBeLink = type == UInt8(DT_LNK) || type == UInt8(DT_UNKNOWN)
            if mayBeLink, isSymbolicLink(full), let target = realPath(full),
                !roots.contains(where: { target == $0 || target.hasPrefix($0 + "/") })
            {
                diagnostics.append(
                    problem(
                        full, .warning, "ingest.link.outside",
                        "a link to \(target), outside the content folders; not followed"))
                continue
            }
            if info.isDirectory {
                // A site `hig site` wrote (into the content folder, say) is the tool's output, not pages.
                if status(full + "/.hig-site") != nil {
                    diagnostics.append(
                        problem(full, .note, "ingest.folder.site", "a site written by 'hig site'; not read as pages"))
                    continue
                }
                guard visited.insert(info.identity).inserted else {
                    diagnostics.append(
                        problem(
                            full, .warning, "ingest.folder.loop",
                            "this folder was already read through another path (a link loop?); skipped"))
                    continue
                }
                walk(full, roots: roots, visited: &visited, into: &found, diagnostics: &diagnostics)
            } else if isPage(name, path: full, diagnostics: &diagnostics) {
                found.append(Found(path: full, stamp: info.stamp))
            }
        }
    }

    /// Whether a file is to be read: not when its name says it is no page (a data or media file
    /// gets a note).
    private static func isPage(_ name: String, path: String, diagnostics: inout [Diagnostic]) -> Bool {
        if nonPageNames.contains(name) { return false }
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")),
            case let ending = name[name.utf8.index(after: dot)...].lowercased(), nonPageExtensions.contains(ending)
        {
            diagnostics.append(
                problem(path, .note, "ingest.file.not-a-page", "a .\(ending) file is not a page; skipped"))
            return false
        }
        return true
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return FileSystemName.withCString(path) { lstat($0, &info) } == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    /// The path with every link resolved, or nil when it leads nowhere.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = FileSystemName.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FileSystemName.decode(cString: resolved)
    }

    private static func problem(
        _ path: String, _ severity: Diagnostic.Severity, _ id: String, _ message: String
    ) -> Diagnostic {
        Diagnostic(file: path, line: 1, severity: severity, id: id, message: message)
    }

    private static func status(
        _ path: String, in folder: Int32 = AT_FDCWD
    ) -> (isDirectory: Bool, stamp: FileStamp, identity: FileIdentity)? {
        FileSystemName.withCString(path) { status(at: $0, in: folder) }
    }

    private static func status(
        at path: UnsafePointer<CChar>, in folder: Int32
    ) -> (isDirectory: Bool, stamp: FileStamp, identity: FileIdentity)? {
        var info = stat()
        guard fstatat(folder, path, &info, 0) == 0 else { return nil }
        let identity = FileIdentity(info)
        return (identity.isDirectory, FileStamp(info), identity)
    }
}
