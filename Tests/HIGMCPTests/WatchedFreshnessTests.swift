import Foundation
import HIGKnowledgeBase
import MCP
import Testing

/// The server walks its content only when the kernel reports a change: every change made after
/// an answer that found the index current must still be seen by the next answer.
@Suite("Content changed between answers")
struct WatchedFreshnessTests {
    private static func search(_ content: SmallContent, _ query: String) async throws -> String {
        answerText(try await content.tools.call("search_guidelines", arguments: ["query": .string(query)]))
    }

    /// The page's text with its audio practice renamed, under a name of its own.
    private static func airshipPage(_ content: SmallContent) throws -> String {
        try String(contentsOf: content.content.appendingPathComponent("text/Multitasking.txt"), encoding: .utf8)
            .replacingOccurrences(of: "audio interruptions.", with: "zeppelin interruptions.")
    }

    @Test("once an answer found the index current, the next ones are spared the walk of the content")
    func noWalkWhileUnchanged() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        for _ in 0..<2 { _ = try await Self.search(content, "audio") }
        let roots = KnowledgeBase(indexPath: content.library.location.index).contentRoots()
        guard case .unchanged = content.library.watch.verdict(for: roots) else {
            Issue.record("the library's watch does not vouch for content nothing changed in")
            return
        }
    }

    @Test("an edit in place, an added, a renamed and a removed file are each seen by the next answer")
    func changesBetweenAnswers() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let files = FileManager.default
        // The first answer builds the index, the second finds it current: the watch vouches from then on.
        for _ in 0..<2 { #expect(!(try await Self.search(content, "zeppelin")).contains("zeppelin interruptions")) }

        let page = content.content.appendingPathComponent("text/Multitasking.txt")
        let edited = try Self.airshipPage(content)
        // Written into the same file, as an editor that saves in place does.
        let handle = try FileHandle(forUpdating: page)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data(edited.utf8))
        try handle.close()
        #expect(try await Self.search(content, "zeppelin").contains("zeppelin interruptions"))

        // A page of its own (named after its file), found as a related section.
        let added = content.content.appendingPathComponent("text/Airships.txt")
        try Self.airshipPage(content).replacingOccurrences(of: "Pause activities", with: "Moor airships")
            .write(to: added, atomically: false, encoding: .utf8)
        #expect(try await Self.search(content, "moor airships").contains("(airships#best-practices)"))

        try files.createDirectory(
            at: content.content.appendingPathComponent("text/hangar"), withIntermediateDirectories: false)
        try files.moveItem(at: added, to: content.content.appendingPathComponent("text/hangar/Dirigibles.txt"))
        #expect(try await Self.search(content, "moor airships").contains("(dirigibles#best-practices)"))

        try files.removeItem(at: content.content.appendingPathComponent("text/hangar/Dirigibles.txt"))
        #expect(!(try await Self.search(content, "moor airships")).contains("dirigibles#"))
    }
}
