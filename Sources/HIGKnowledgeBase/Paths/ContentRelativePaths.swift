import HIGModel
import HIGSupport

/// Source paths relative to the content root they came from (`text/Multitasking.txt`): what
/// exports and the site print, so their output is the same on every machine and from any
/// directory. A path under no root is shown by its file name; bytes of a name that are not UTF-8
/// are written `\xE9`.
package struct ContentRelativePaths: Sendable {
    /// Content roots, absolute, longest first so the nearest root wins.
    package let roots: [String]

    package init(roots: [String]) {
        self.roots = roots.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }.sorted { $0.count > $1.count }
    }

    package func relative(_ path: String) -> String {
        FileSystemName.shown(underRoot(path))
    }

    private func underRoot(_ path: String) -> String {
        for root in roots {
            if path == root { return root.split(separator: "/").last.map(String.init) ?? path }
            if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
