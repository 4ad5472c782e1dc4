import Foundation

/// Writes the whole site into a folder. The site is made in a new folder beside the target
/// and swapped in at the end, so a failed run leaves the previous site as it was.
public struct SiteGenerator: Sendable {
    public let theme: SiteTheme
    public let input: SiteInput

    public init(theme: SiteTheme, input: SiteInput) {
        self.theme = theme
        self.input = input
    }

    public struct Summary: Sendable {
        public var pages: Int
        public var files: Int
        public var bytes: Int
    }

    public func write(to output: String) throws -> Summary {
        let staging = output.hasSuffix("/") ? String(output.dropLast()) + ".new" : output + ".new"
        let fileManager = FileManager.default
        try? fileManager.removeItem(atPath: staging)
        do {
            let summary = try write(into: staging)
            let old = staging.dropLast(4) + ".old"
            try? fileManager.removeItem(atPath: String(old))
            if fileManager.fileExists(atPath: output) {
                try fileManager.moveItem(atPath: output, toPath: String(old))
            }
            try fileManager.moveItem(atPath: staging, toPath: output)
            try? fileManager.removeItem(atPath: String(old))
            return summary
        } catch {
            try? fileManager.removeItem(atPath: staging)
            if let error = error as? SiteError { throw error }
            throw SiteError("cannot write the site to \(output): \(error)")
        }
    }

    private func write(into folder: String) throws -> Summary {
        let catalog = SiteCatalog(input)
        let pages = SitePages(catalog: catalog).all()
        var files = 0
        var bytes = 0
        func save(_ data: Data, _ path: String) throws {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: file, contents: data) else {
                throw SiteError("cannot write \(file)")
            }
            files += 1
            bytes += data.count
        }
        for page in pages {
            try save(Data(try theme.render(page).utf8), page.path)
        }
        for asset in theme.assets {
            guard let data = FileManager.default.contents(atPath: theme.folder + "/assets/" + asset) else { continue }
            try save(data, "assets/" + asset)
        }
        try save(Data(try SiteSearchIndex(catalog: catalog).script().utf8), "assets/search-index.js")
        return Summary(pages: pages.count, files: files, bytes: bytes)
    }
}
