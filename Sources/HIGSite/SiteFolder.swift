import Foundation
import HIGModel
import HIGSupport

/// The folder a site is written to: which folders may be, what the tool wrote there last time
/// (the manifest in `.hig-site`), and moving a new site in file by file where the folders
/// cannot be swapped (`SiteSwap`), without touching anything else.
enum SiteFolder {
    static let manifestHeader =
        "hig site manifest: the files below are replaced by the next 'hig site'; others are kept"

    /// The folder as written to: standardized, with links followed (a linked folder is written
    /// into, not replaced). `/`, a top-level folder and the home folder are refused: a site
    /// written there would mix with, or stage beside, everything else.
    static func target(_ output: String) throws -> String {
        var target = URL(fileURLWithPath: output).standardizedFileURL.path
        if let resolved = realpath(target, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        let components = target.split(separator: "/")
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.path
        if components.count < 2 || target == home {
            throw SiteError("\(output) is a root or home folder; write the site to a folder of its own with --output")
        }
        return target
    }

    /// The manifest: a line of explanation, then one written path a line.
    static func manifest(tool: String, files: [String]) -> Data {
        Data(([manifestHeader, "Written by \(tool)."] + files.sorted()).joined(separator: "\n").utf8 + [0x0A])
    }

    /// The files the previous site listed; none for a folder without a manifest (or with the old
    /// one-line marker).
    static func previousFiles(in folder: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: folder + "/" + SiteGenerator.marker),
            let text = String(data: data, encoding: .utf8), text.hasPrefix(manifestHeader)
        else { return [] }
        return text.split(separator: "\n").dropFirst(2).map(String.init).filter(isSafeRelativePath)
    }

    /// Moves the new site's files over the old site's, then removes the old site's files the new
    /// one no longer has. Nothing the manifest does not list is touched.
    static func move(_ files: [String], from staging: String, into target: String) throws {
        let fileManager = FileManager.default
        let previous = previousFiles(in: target)
        // The manifest goes last: until then, the old one still lists every file of the old site.
        let ordered = files.filter { $0 != SiteGenerator.marker } + [SiteGenerator.marker]
        for path in ordered {
            let destination = target + "/" + path
            try fileManager.createDirectory(
                atPath: (destination as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            // A file of the old site keeps its owner and mode (one served by another user, say).
            _ = ReplacedFile(at: destination, followingLinks: false)?.apply(toFileAt: staging + "/" + path)
            if rename(staging + "/" + path, destination) != 0 {
                throw SiteError("cannot move \(path) into \(target): \(String(cString: strerror(errno)))")
            }
        }
        let kept = Set(files)
        for path in previous where !kept.contains(path) {
            let file = target + "/" + path
            var status = stat()
            guard lstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            unlink(file)
            removeEmptyFolders(from: (path as NSString).deletingLastPathComponent, in: target)
        }
    }

    private static func removeEmptyFolders(from relative: String, in target: String) {
        var folder = relative
        while !folder.isEmpty && folder != "." {
            guard rmdir(target + "/" + folder) == 0 else { return }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// A manifest line the tool could have written: relative, without `..`.
    private static func isSafeRelativePath(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
