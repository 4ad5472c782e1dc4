import Foundation
import HIGKnowledgeBase
import HIGMCP

/// A content folder of one page (the shipped Multitasking text and taxonomy) in a temporary
/// folder, with a library over it: small enough to index in each test. Its listing names the
/// text Apple's HIG, as the shipped one does, so the tools show its guidance by default.
final class SmallContent: Sendable {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let folder: URL
    let library: GuidelineLibrary

    var content: URL { folder.appendingPathComponent("Content") }
    var tools: GuidelineTools { GuidelineTools(library: library) }

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("hig-mcp-tests-\(UUID().uuidString)")
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(
            at: content.appendingPathComponent("text"), withIntermediateDirectories: true)
        let shipped = Self.packageRoot.appendingPathComponent("Content")
        for file in ["taxonomy.yml", "text/Multitasking.txt"] {
            try FileManager.default.copyItem(
                at: shipped.appendingPathComponent(file), to: content.appendingPathComponent(file))
        }
        try "| Path | Kind |\n| --- | --- |\n| text/Multitasking.txt | apple-hig |\n".write(
            to: content.appendingPathComponent("SOURCES.md"), atomically: true, encoding: .utf8)
        let location = try IndexLocation.resolve(content: content.path, index: nil)
        library = GuidelineLibrary(location: location)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }
}
