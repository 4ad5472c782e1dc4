import Foundation
import HIGKnowledgeBase
import HIGMCP

/// A content folder of one page (the shipped Multitasking text and taxonomy), or of the few
/// shipped pages a test names, in a temporary folder, with a library over it: small enough to
/// index in each test. Its listing names the
/// text Apple's HIG, as the shipped one does, so the tools show its guidance by default.
final class SmallContent: Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder: URL
    let library: GuidelineLibrary

    var content: URL { folder.appendingPathComponent("Content") }
    var tools: GuidelineTools { GuidelineTools(library: library) }

    /// The shipped Multitasking page alone.
    convenience init() throws {
        try self.init(files: ["text/Multitasking.txt": "apple-hig"])
    }

    /// The shipped taxonomy and these shipped files, each listed with its kind (`apple-hig`,
    /// `apple-translation`, `community-translation`, …).
    init(files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-mcp-tests-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        let shipped = Self.packageRoot.appendingPathComponent("Content")
        var listing = "| Path | Kind |\n| --- | --- |\n"
        try Self.copy("taxonomy.yml", from: shipped, to: content)
        for (file, kind) in files.sorted(by: { $0.key < $1.key }) {
            try Self.copy(file, from: shipped, to: content)
            listing += "| \(file) | \(kind) |\n"
        }
        try listing.write(to: content.appendingPathComponent("SOURCES.md"), atomically: true, encoding: .utf8)
        let location = try IndexLocation.resolve(content: content.path, index: nil)
        library = GuidelineLibrary(location: location)
    }

    private static func copy(_ file: String, from shipped: URL, to content: URL) throws {
        let copy = content.appendingPathComponent(file)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: shipped.appendingPathComponent(file), to: copy)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
