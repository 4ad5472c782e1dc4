import Foundation
import HIGKnowledgeBase
import MCP
import Testing

@testable import HIGMCP

@Suite("MCP tools answered in process")
struct GuidelineToolsTests {
    static let audioID = "multitasking/respond-smoothly-to-audio-interruptions"

    @Test("search_guidelines ranks the audio practice first, with its ID, and its citation when asked")
    func search() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let result = try await content.tools.call(
            "search_guidelines", arguments: ["query": "audio interruption", "limit": 3])
        #expect(result.isError != true)
        let first = try #require(result.structuredContent?.objectValue?["results"]?.arrayValue?.first?.objectValue)
        #expect(first["id"]?.stringValue == Self.audioID)
        #expect(first["body"]?.stringValue?.isEmpty == false)
        #expect(first["citation"] == nil && first["explanation"] == nil && first["explained"] == nil)
        #expect(answerText(result).contains("ID: \(Self.audioID)"))

        let asked = try await content.tools.call(
            "search_guidelines",
            arguments: ["query": "audio interruption", "limit": 3, "cite": true, "explain": "true"])
        let full = try #require(asked.structuredContent?.objectValue?["results"]?.arrayValue?.first?.objectValue)
        #expect(full["citation"]?.stringValue?.contains("(`\(Self.audioID)`)") == true)
        #expect(full["explanation"]?.arrayValue?.isEmpty == false)
        // As `hig query --explain`: which query words matched which field.
        #expect(full["explained"]?.objectValue?["matches"]?.arrayValue?.isEmpty == false)
        // Only what it was asked for.
        let cited = try await content.tools.call(
            "search_guidelines", arguments: ["query": "audio interruption", "limit": 3, "cite": true])
        let citedFirst = try #require(cited.structuredContent?.objectValue?["results"]?.arrayValue?.first?.objectValue)
        #expect(citedFirst["citation"] != nil && citedFirst["explanation"] == nil)
    }

    @Test("cite and explain take booleans only")
    func booleanArguments() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let wrong = try await content.tools.call("search_guidelines", arguments: ["query": "audio", "cite": "yes"])
        #expect(wrong.isError == true)
        #expect(answerText(wrong).contains("'cite' must be a boolean, not a string"))
        let number = try await content.tools.call("search_guidelines", arguments: ["query": "audio", "explain": 1])
        #expect(number.isError == true)
    }

    @Test("an unknown filter value, argument or ID is a tool error that says what is known")
    func mistakes() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let tools = content.tools
        let platform = try await tools.call("search_guidelines", arguments: ["query": "audio", "platform": "toaster"])
        #expect(platform.isError == true)
        #expect(answerText(platform).contains("known: ios"))
        let argument = try await tools.call("cite", arguments: ["identifier": "x"])
        #expect(argument.isError == true)
        #expect(answerText(argument).contains("this tool takes: id"))
        let id = try await tools.call("get_guideline", arguments: ["id": "multitasking/nothing-like-it"])
        #expect(id.isError == true)
        #expect(answerText(id).contains(Self.audioID))
        let limit = try await tools.call("search_guidelines", arguments: ["query": "audio", "limit": 0])
        #expect(limit.isError == true)
    }

    @Test("an unknown tool is a protocol error")
    func unknownTool() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let tools = content.tools
        await #expect(throws: MCPError.self) { try await tools.call("delete_everything", arguments: nil) }
    }

    @Test("lifecycle takes a callback name and names its transition")
    func lifecycle() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let result = try await content.tools.call(
            "lifecycle", arguments: ["moment": "sceneDidEnterBackground"])
        #expect(result.isError != true)
        let moments = result.structuredContent?.objectValue?["moments"]?.arrayValue ?? []
        #expect(
            moments.contains { moment in
                moment.objectValue?["callbacks"]?.arrayValue?.contains(.string("sceneDidEnterBackground")) == true
            })
    }

    @Test("content edited while serving is indexed again before the next answer")
    func freshness() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let before = try await content.tools.call("search_guidelines", arguments: ["query": "zeppelin"])
        #expect(!answerText(before).contains("zeppelin interruptions"))
        let file = content.content.appendingPathComponent("text/Multitasking.txt")
        let edited = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "audio interruptions.", with: "zeppelin interruptions.")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let after = try await content.tools.call("search_guidelines", arguments: ["query": "zeppelin"])
        #expect(answerText(after).contains("Respond smoothly to zeppelin interruptions."))
    }

    @Test("an index rebuilt by another process is searched afresh, not through the engine kept open")
    func rebuiltElsewhere() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let before = try await content.tools.call("search_guidelines", arguments: ["query": "zeppelin"])
        #expect(!answerText(before).contains("zeppelin interruptions"))
        let file = content.content.appendingPathComponent("text/Multitasking.txt")
        let edited = try String(contentsOf: file, encoding: .utf8)
            .replacingOccurrences(of: "audio interruptions.", with: "zeppelin interruptions.")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        // As `hig ingest` would: a new index file renamed over the one the engine has open.
        _ = try IngestRun(inputs: [], content: content.content.path, index: nil).run()
        let after = try await content.tools.call("search_guidelines", arguments: ["query": "zeppelin"])
        #expect(answerText(after).contains("Respond smoothly to zeppelin interruptions."))
    }

    @Test("every tool has an object schema, a description and read-only annotations")
    func catalog() {
        for tool in GuidelineTools.definitions {
            #expect(tool.inputSchema.objectValue?["type"] == "object", "\(tool.name)")
            #expect((tool.description ?? "").count > 40, "\(tool.name)")
            #expect(tool.annotations.readOnlyHint == true, "\(tool.name)")
        }
    }
}

extension GuidelineToolsTests {
    @Test("search_guidelines names the words past the 32nd, which it did not search for")
    func wordsPastTheLimit() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let words =
            ["audio"]
            + (0..<40).map { "zeppelin" + String(UnicodeScalar(97 + $0 % 26)!) + String(UnicodeScalar(97 + $0 / 26)!) }
        let result = try await content.tools.call(
            "search_guidelines", arguments: ["query": .string(words.joined(separator: " "))])
        let left = Array(words.dropFirst(32))
        #expect(answerText(result).contains("left out: " + left.joined(separator: " ")), "\(answerText(result))")
        let ignored = result.structuredContent?.objectValue?["ignoredWords"]?.arrayValue?.compactMap(\.stringValue)
        #expect(ignored == left)
    }
}
