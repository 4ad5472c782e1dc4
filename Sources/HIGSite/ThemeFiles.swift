import Foundation

/// The files of a theme folder, read only where they really are inside it. A theme is often a
/// copy someone sent or a clone of a repository; a link in it (`assets/x.css -> /etc/passwd`,
/// `assets -> /`) must not publish the rest of the machine into the site.
struct ThemeFiles: Sendable {
    /// The theme folder with every link resolved, which each file must lie within.
    let root: String

    init(folder: String) {
        // A missing folder resolves nowhere; each of its files is then reported missing.
        root = Self.resolved(folder) ?? folder
    }

    /// The file's path with links resolved, or nil when it does not exist.
    static func resolved(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` (a link or not) leads to something inside the theme folder.
    func isInside(_ path: String) -> Bool {
        guard let resolved = Self.resolved(path) else { return false }
        return resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Whether `path` is a link, or reached through a linked folder, leading out of the theme.
    func leadsOutside(_ path: String) -> Bool {
        Self.resolved(path) != nil && !isInside(path)
    }

    /// The bytes of a file inside the theme, read through its resolved path; nil for a file
    /// outside it, missing or unreadable.
    func contents(_ path: String) -> Data? {
        guard isInside(path), let resolved = Self.resolved(path) else { return nil }
        return FileManager.default.contents(atPath: resolved)
    }
}
