import Foundation
import HIGModel

/// What a content folder's `SOURCES.md` says of its files: the edition of sources that do not
/// date themselves and the kind of each source. Read from the rows of Markdown tables whose
/// header has a "Path" column and an "Edition" or "Kind" column (or both). A row whose path ends
/// in `/` speaks for every file below that folder; a file's own row wins, then the deepest folder.
package struct SourceEditions: Sendable {
    package static let fileName = "SOURCES.md"

    private var editions = PathTable<String>()
    private var kinds = PathTable<SourceKind>()
    /// Rows that name an unknown kind, a malformed date or a path that does not exist, by the
    /// listing's own path.
    package private(set) var diagnostics: [Diagnostic] = []

    package init() {}

    /// Reads `SOURCES.md` in each content folder given; folders without one say nothing.
    package static func load(roots: [String]) -> SourceEditions {
        var listing = SourceEditions()
        for root in roots {
            let path = (root as NSString).appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: path), data.count <= 4 << 20,
                let text = String(data: data, encoding: .utf8)
            else { continue }
            listing.add(MarkdownReader().read(text, path: path, format: .markdown).blocks, root: root, listing: path)
        }
        return listing
    }

    /// Where listings that speak for the paths lie: each folder given, and for a file or folder
    /// inside a content folder, the nearest folder above it with a `SOURCES.md`, so that a page
    /// read on its own keeps the kind and edition its content folder declares.
    package static func roots(for paths: [String]) -> [String] {
        var roots: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue, !roots.contains(path) { roots.append(path) }
            var folder = (path as NSString).deletingLastPathComponent
            for _ in 0..<8 where !folder.isEmpty && folder != "/" {
                if manager.fileExists(atPath: (folder as NSString).appendingPathComponent(fileName)) {
                    if !roots.contains(folder) { roots.append(folder) }
                    break
                }
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return roots
    }

    private struct Columns {
        var path: Int
        var edition: Int?
        var kind: Int?
    }

    private mutating func add(_ blocks: [Block], root: String, listing: String) {
        var columns: Columns?
        for block in blocks {
            guard block.kind == .tableRow else {
                columns = nil
                continue
            }
            let cells = block.content.text.components(separatedBy: " | ").map { $0.trimmed }
            let lowered = cells.map { $0.lowercased() }
            if let path = lowered.firstIndex(of: "path"),
                lowered.contains("edition") || lowered.contains("kind")
            {
                columns = Columns(
                    path: path, edition: lowered.firstIndex(of: "edition"), kind: lowered.firstIndex(of: "kind"))
            } else if let columns, cells.count > columns.path {
                addRow(cells, columns: columns, root: root, at: SourceLocation(file: listing, line: block.line))
            }
        }
    }

    private mutating func addRow(_ cells: [String], columns: Columns, root: String, at row: SourceLocation) {
        let relative = cells[columns.path].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
        func problem(_ id: String, _ message: String) {
            diagnostics.append(
                Diagnostic(file: row.file, line: row.line, severity: .warning, id: id, message: message))
        }
        guard !relative.isEmpty, FileManager.default.fileExists(atPath: full) else {
            problem("ingest.sources.missing-path", "'\(relative)' names no file or folder of this content; row ignored")
            return
        }
        if let column = columns.edition, column < cells.count, !Self.isBlank(cells[column]) {
            if let date = RevisionDates.dates(in: cells[column]).first {
                editions.add(full, date)
            } else {
                problem(
                    "ingest.sources.bad-edition",
                    "'\(cells[column])' is not a date (yyyy-MM-dd); '\(relative)' keeps the edition its text gives")
            }
        }
        if let column = columns.kind, column < cells.count, !Self.isBlank(cells[column]) {
            let name = cells[column].trimmingCharacters(in: CharacterSet(charactersIn: "`")).lowercased()
            if let kind = SourceKind(rawValue: name) {
                kinds.add(full, kind)
            } else {
                let known = SourceKind.allCases.map(\.rawValue).joined(separator: ", ")
                problem(
                    "ingest.sources.unknown-kind",
                    "unknown source kind '\(cells[column])' (known: \(known)); '\(relative)' keeps the kind its format gives"
                )
            }
        }
    }

    private static func isBlank(_ cell: String) -> Bool { ["", "—", "-", "–"].contains(cell) }

    /// The edition of a file, by the path it was found under.
    package func edition(of path: String) -> String? { editions.value(for: path) }

    /// The kind the listing gives a file, by the path it was found under; nil when no row names it.
    package func kind(of path: String) -> SourceKind? { kinds.value(for: path) }
}

/// Values given to files and folders: a file's own wins, then the deepest folder above it.
private struct PathTable<Value: Sendable>: Sendable {
    private var files: [String: Value] = [:]
    private var folders: [(prefix: String, value: Value)] = []

    mutating func add(_ path: String, _ value: Value) {
        if path.hasSuffix("/") {
            folders.append((path, value))
            folders.sort { $0.prefix.count > $1.prefix.count }
        } else {
            files[path] = value
        }
    }

    func value(for path: String) -> Value? {
        if let value = files[path] { return value }
        return folders.first { path.hasPrefix($0.prefix) }?.value
    }
}
