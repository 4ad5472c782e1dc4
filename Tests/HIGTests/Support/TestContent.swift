import Foundation
import HIGIngest
import HIGModel

/// The package's shipped Content, read once and shared by the tests that look at the whole graph.
enum TestContent {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let contentDirectory = packageRoot.appendingPathComponent("Content")

    static func path(_ relative: String) -> String {
        contentDirectory.appendingPathComponent(relative).path
    }

    /// Shows paths relative to the package root, as a user in the package would see them.
    static let displayPath: @Sendable (String) -> String = { path in
        let root = packageRoot.path + "/"
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// The folders of the whole current HIG; the rest of Content is the twelve pages the project
    /// started from, in every format, which most tests read.
    static let wholeHIGFolders = ["markdown/hig", "markdown-bilingual/jeonhui", "markdown-bilingual/apple-ko"]

    /// Every file and folder of Content outside the whole-HIG folders (and the listing that dates
    /// them), read with the shipped taxonomy.
    static let starterPaths: [String] = {
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

    static let ingested: IngestResult = Ingester(displayPath: displayPath).ingest(
        paths: starterPaths, taxonomyPath: path("taxonomy.yml"))

    static var graph: RuleGraph { ingested.graph }

    /// The whole shipped Content, as `hig` reads it by default.
    static let whole: IngestResult = Ingester(displayPath: displayPath).ingest(paths: [contentDirectory.path])

    static func practice(leading lead: String) -> Practice? {
        graph.practices.first { $0.lead.hasPrefix(lead) }
    }
}

/// A temporary folder removed when the value goes away.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("hig-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, Data(text.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    var path: String { url.path }
}
