import Foundation

/// The editions a content folder's `SOURCES.md` gives its files, for sources that do not date
/// themselves: the rows of a Markdown table whose header has a "Path" and an "Edition" column.
/// A row whose path ends in `/` dates every file below that folder; a file's own row wins.
public struct SourceEditions: Sendable {
    public static let fileName = "SOURCES.md"

    private var files: [String: String] = [:]
    private var folders: [(prefix: String, edition: String)] = []

    public init() {}

    /// Reads `SOURCES.md` in each content folder given; folders without one date nothing.
    public static func load(roots: [String]) -> SourceEditions {
        var editions = SourceEditions()
        for root in roots {
            let path = (root as NSString).appendingPathComponent(fileName)
            guard let data = FileManager.default.contents(atPath: path), data.count <= 4 << 20,
                let text = String(data: data, encoding: .utf8)
            else { continue }
            editions.add(MarkdownReader().read(text, path: path, format: .markdown).blocks, root: root)
        }
        return editions
    }

    private mutating func add(_ blocks: [Block], root: String) {
        var columns: (path: Int, edition: Int)?
        for block in blocks {
            guard block.kind == .tableRow else {
                columns = nil
                continue
            }
            let cells = block.content.text.components(separatedBy: " | ").map { $0.trimmed }
            let lowered = cells.map { $0.lowercased() }
            if let path = lowered.firstIndex(of: "path"), let edition = lowered.firstIndex(of: "edition") {
                columns = (path, edition)
            } else if let columns, cells.count > max(columns.path, columns.edition),
                let date = RevisionDates.dates(in: cells[columns.edition]).first
            {
                let relative = cells[columns.path].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
                let full = root.hasSuffix("/") ? root + relative : root + "/" + relative
                if relative.hasSuffix("/") { folders.append((full, date)) } else { files[full] = date }
            }
        }
        folders.sort { $0.prefix.count > $1.prefix.count }
    }

    /// The edition of a file, by the path it was found under.
    public func edition(of path: String) -> String? {
        if let date = files[path] { return date }
        return folders.first { path.hasPrefix($0.prefix) }?.edition
    }
}
