import Foundation
import HIGModel

/// The files of an app's project that say what it does: its Info.plist files, entitlements and
/// Swift and Objective-C sources, found by walking the folder once. Links are followed, a folder
/// reached twice is read once, and the walk stops at limits a project never reaches, so a link
/// to `/` or a generated tree of millions of files costs a diagnostic, not the afternoon.
struct AppFolder {
    static let maximumEntries = 200_000
    static let maximumSources = 20_000
    static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]

    /// Relative to the app folder, in path order.
    var propertyLists: [String] = []
    var entitlements: [String] = []
    /// Xcode project files, whose build settings may set Info.plist keys.
    var projects: [String] = []
    var sources: [String] = []
    var diagnostics: [Diagnostic] = []

    let root: String
    let display: String
    private var visited: Set<String> = []
    private var entries = 0

    /// Walks `root`, leaving out hidden entries and folders a `skipped` pattern matches.
    init(root: String, display: String, skipped: [String]) {
        self.root = root
        self.display = display
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
            warn(display, "app.path.missing", "no such file or folder", severity: .error)
            return
        }
        guard isFolder.boolValue else {
            // One file given: an Info.plist or entitlements file read alone.
            classify(name: (root as NSString).lastPathComponent, relative: "")
            return
        }
        walk(root, relative: "", skipped: skipped)
        propertyLists.sort()
        entitlements.sort()
        projects.sort()
        sources.sort()
        if sources.count > Self.maximumSources {
            warn(
                display, "app.sources.too-many",
                "over \(Self.maximumSources) source files; the first \(Self.maximumSources) in path order are read")
            sources.removeLast(sources.count - Self.maximumSources)
        }
    }

    /// The full path of a file the walk found.
    func path(of relative: String) -> String {
        relative.isEmpty ? root : (root as NSString).appendingPathComponent(relative)
    }

    /// The file as diagnostics name it: under the app folder as it was given.
    func shown(_ relative: String) -> String {
        relative.isEmpty ? display : (display as NSString).appendingPathComponent(relative)
    }

    private mutating func walk(_ folder: String, relative: String, skipped: [String]) {
        let real = (folder as NSString).resolvingSymlinksInPath
        guard visited.insert(real).inserted else {
            warn(shown(relative), "app.folder.loop", "a folder reached twice through links; read once")
            return
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            warn(shown(relative), "app.folder.unreadable", "the folder cannot be read; skipped")
            return
        }
        for name in names where !name.hasPrefix(".") {
            entries += 1
            guard entries <= Self.maximumEntries else {
                if entries == Self.maximumEntries + 1 {
                    warn(display, "app.folder.too-large", "over \(Self.maximumEntries) entries; the rest are not read")
                }
                return
            }
            let full = (folder as NSString).appendingPathComponent(name)
            let path = relative.isEmpty ? name : relative + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) else {
                var status = stat()
                let loops = stat(full, &status) != 0 && errno == ELOOP
                warn(
                    shown(path), loops ? "app.folder.loop" : "app.file.unreadable",
                    loops ? "links that lead round in a loop; skipped" : "a link to nothing; skipped")
                continue
            }
            if isFolder.boolValue {
                if !skipped.contains(where: { AppScopeMap.matches(name, pattern: $0) }) {
                    walk(full, relative: path, skipped: skipped)
                }
            } else {
                classify(name: name, relative: path)
            }
        }
    }

    /// The file's size in bytes, from one `stat`; nil when it cannot be had.
    static func size(of path: String) -> Int? {
        var status = stat()
        return stat(path, &status) == 0 ? Int(status.st_size) : nil
    }

    private mutating func classify(name: String, relative: String) {
        let suffix = (name as NSString).pathExtension
        if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            propertyLists.append(relative)
        } else if name == "project.pbxproj" {
            projects.append(relative)
        } else if suffix == "entitlements" {
            entitlements.append(relative)
        } else if Self.sourceExtensions.contains(suffix) {
            sources.append(relative)
        }
    }

    private mutating func warn(
        _ file: String, _ id: String, _ message: String, severity: Diagnostic.Severity = .warning
    ) {
        diagnostics.append(Diagnostic(file: file, line: 1, severity: severity, id: id, message: message))
    }
}
