import Foundation
import HIGModel
import HIGSupport

/// Writes the whole site into a folder. The site is made in a new folder beside the target and
/// swapped in at the end (`SiteSwap`), so a failed or killed run leaves the previous site or the
/// new one, never a mix. The target's `.hig-site` lists the files the tool wrote: only those are
/// replaced or removed, and whatever else is in the folder (a `.git`, a `CNAME`, notes) stays.
/// A folder is only written to when it is empty or holds a site this tool wrote.
package struct SiteGenerator: Sendable {
    package let theme: SiteTheme
    package let input: SiteInput

    package init(theme: SiteTheme, input: SiteInput) {
        self.theme = theme
        self.input = input
    }

    package struct Summary: Sendable {
        package var pages: Int
        package var files: Int
        package var bytes: Int
        /// The theme's files left out, and why.
        package var warnings: [String]
    }

    static let marker = ".hig-site"

    /// The process named in the staging folders' names, by which a later run knows them abandoned.
    var processID = ProcessInfo.processInfo.processIdentifier
    /// A step at which to stop as a kill would, for tests.
    var interruptAfter: SiteSwap.Step?

    package func write(to output: String) throws -> Summary {
        let target = try SiteFolder.target(output)
        // First what a killed run left: its target may be beside its place.
        SiteSwap.recover(target)
        try Self.checkReplaceable(target)
        let staging = SiteSwap.staging(of: target, ".new-", processID: processID)
        let fileManager = FileManager.default
        do {
            let (summary, written) = try write(into: staging)
            if !fileManager.fileExists(atPath: target) {
                try fileManager.moveItem(atPath: staging, toPath: target)
            } else if try !SiteSwap.swap(
                staging, into: target, processID: processID, interruptAfter: interruptAfter)
            {
                // Folders that cannot be swapped (a mount point, a user's file on another
                // device): the files are moved in one by one, as the manifest lists them.
                try SiteFolder.move(written, from: staging, into: target)
                try? fileManager.removeItem(atPath: staging)
            }
            return summary
        } catch let interrupted as SiteSwap.Interrupted {
            throw interrupted
        } catch {
            try? fileManager.removeItem(atPath: staging)
            if let error = error as? SiteError { throw error }
            throw SiteError("cannot write the site to \(output): \(error)")
        }
    }

    /// Pages rendered and written on every core, each file as soon as it is rendered, so the
    /// site's HTML is never held in memory at once; the heaviest first. Returns the bytes written.
    private func renderAndWrite(_ pages: [SitePage], into folder: String) throws -> Int {
        let theme = self.theme
        let order = pages.indices.sorted { (pages[$0].weight, $1) > (pages[$1].weight, $0) }
        let written = order.concurrentMap { index in
            let page = pages[index]
            return Result { try Self.save(Data(try theme.render(page).utf8), to: folder + "/" + page.path) }
        }
        // The first failure in the pages' own order, whichever finished first.
        return try zip(order, written).sorted { $0.0 < $1.0 }.reduce(0) { $0 + (try $1.1.get()) }
    }

    /// Makes the folders the files at `paths` go in.
    private static func makeFolders(of paths: [String], in folder: String) throws {
        let folders = Set(paths.map { (folder + "/" + $0 as NSString).deletingLastPathComponent })
        for directory in folders.sorted() {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
    }

    /// Writes a file whose folder exists; returns its size.
    static func save(_ data: Data, to file: String) throws -> Int {
        try SiteFileWrite.write(data, to: file)
    }

    /// A folder that is neither empty nor a site of this tool is someone else's: never replaced.
    static func checkReplaceable(_ folder: String) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: folder, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw SiteError("\(folder) is a file, not a folder; not replacing it") }
        let contents = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
        guard contents.isEmpty || contents.contains(marker) else {
            throw SiteError(
                "\(folder) is not empty and holds no site written by hig; choose an empty or new folder with --output")
        }
    }

    /// The summary and the paths of every file written, relative to the folder.
    private func write(into folder: String) throws -> (Summary, [String]) {
        let catalog = SiteCatalog(input)
        let pages = SitePages(catalog: catalog).all()
        var files = 0
        var bytes = 0
        var written = pages.map(\.path)
        func save(_ data: Data, _ path: String) throws {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            bytes += try Self.save(data, to: file)
            files += 1
            written.append(path)
        }
        let markdown = SiteMarkdownFiles(catalog: catalog)
        try Self.makeFolders(of: pages.map(\.path) + markdown.paths, in: folder)
        // The Markdown files and the search data are made while the pages render, so a page
        // of thousands of practices is not followed by them on one core.
        let markdownFiles = Pending { Result { try markdown.write(into: folder) } }
        let searchScript = Pending { Result { try SiteSearchIndex(catalog: catalog).script() } }
        let rendered = Result { try renderAndWrite(pages, into: folder) }
        let (documentsWritten, script) = (markdownFiles.wait(), searchScript.wait())
        bytes += try rendered.get()
        files += pages.count
        let documents = try documentsWritten.get()
        written += documents.paths
        bytes += documents.bytes
        files += documents.paths.count
        try save(Data(markdown.llms().utf8), SiteURLs.llms)
        for asset in theme.assets {
            // Read again through the theme's check: a link may have been made since it was listed.
            guard let data = theme.asset(asset) else { continue }
            try save(data, "assets/" + asset)
        }
        try save(try script.get(), "assets/search-index.js")
        written.append(Self.marker)
        try save(SiteFolder.manifest(tool: input.tool, files: written), Self.marker)
        return (Summary(pages: pages.count, files: files, bytes: bytes, warnings: theme.warnings), written)
    }
}
