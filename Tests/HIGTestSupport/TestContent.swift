import Foundation
import HIGIngest
import HIGModel

/// The package's shipped Content, read once and shared by the tests that look at the whole graph.
package enum TestContent {
    package static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    package static let contentDirectory = packageRoot.appendingPathComponent("Content")

    package static func path(_ relative: String) -> String {
        contentDirectory.appendingPathComponent(relative).path
    }

    /// Shows paths relative to the package root, as a user in the package would see them.
    package static let displayPath: @Sendable (String) -> String = { path in
        let root = packageRoot.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The folders of the whole current HIG; the rest of Content is the twelve pages the project
    /// started from, in every format, which most tests read.
    package static let wholeHIGFolders = ["markdown/hig", "markdown-bilingual/jeonhui", "markdown-bilingual/apple-ko"]

    /// Every file and folder of Content outside the whole-HIG folders (and the listing that dates
    /// them), read with the shipped taxonomy.
    package static let starterPaths: [String] = {
        var paths: [String] = []
        let manager = FileManager.default
        for folder in (try? manager.contentsOfDirectory(atPath: contentDirectory.path).sorted()) ?? [] {
            let full = path(folder)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: full, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for entry in (try? manager.contentsOfDirectory(atPath: full).sorted()) ?? []
            where !wholeHIGFolders.contains(folder + "/" + entry) {
                paths.append(path(folder + "/" + entry))
            }
        }
        return paths.sorted()
    }()

    package static let ingested: IngestResult = Ingester(displayPath: displayPath).ingest(
        paths: starterPaths, taxonomyPath: path("taxonomy.yml"))

    package static var graph: RuleGraph { ingested.graph }

    /// The shipped taxonomy read alone, for a graph built in a test: no page is read for it.
    package static let taxonomy: Taxonomy = Ingester().ingest(paths: [], taxonomyPath: path("taxonomy.yml")).graph
        .taxonomy

    /// The whole shipped Content, as `hig` reads it by default.
    package static let whole: IngestResult = Ingester(displayPath: displayPath).ingest(paths: [contentDirectory.path])

    package static func practice(leading lead: String) -> Practice? {
        graph.practices.first { $0.lead.hasPrefix(lead) }
    }
}

/// A temporary folder removed when the value goes away.
package final class TemporaryDirectory: Sendable {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    package func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    package func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    package var path: String { url.path }
}
