import Foundation
import HIGExport
import HIGKnowledgeBase
import MCP
import Testing

@testable import HIGMCP

@Suite("Contract types as the SDK's JSON values")
struct ValueEncoderTests {
    /// The JSON text both make, read back as Foundation objects, which compare by value.
    private func same<Shape: Encodable>(_ shape: Shape) throws -> Bool {
        let direct = try JSONEncoder().encode(ValueEncoder.encode(shape))
        let expected = try JSONEncoder().encode(shape)
        let left = try JSONSerialization.jsonObject(with: direct, options: [.fragmentsAllowed]) as? NSObject
        let right = try JSONSerialization.jsonObject(with: expected, options: [.fragmentsAllowed]) as? NSObject
        return left != nil && left == right
    }

    @Test("search results, pages and a checklist encode as JSONEncoder writes them")
    func contract() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let paths = PathDisplay()
        let (response, page, checklist) = try await content.library.read { knowledgeBase in
            let response = try knowledgeBase.search("audio interruption", filters: .init(), limit: 5)
            guard case .page(let page) = try knowledgeBase.lookup("multitasking") else {
                throw ToolFailure("no page")
            }
            let checklist = try knowledgeBase.checklist(query: "", filter: .init(pages: ["multitasking"]), lang: "both")
            return (response, page, checklist)
        }
        #expect(try same(QueryJSON(response: response, paths: paths)))
        #expect(try same(PageJSON(page: page.page, practices: page.practices, paths: paths)))
        #expect(try same(ChecklistJSON(checklist)))
    }

    @Test("booleans, numbers, null and nesting keep their types")
    func scalars() throws {
        struct Shape: Encodable {
            var flag = true
            var count = 3
            var ratio = 0.5
            var missing: String? = nil
            var nested = ["a": [1, 2]]
        }
        let value = try ValueEncoder.encode(Shape())
        #expect(value.objectValue?["flag"] == .bool(true))
        #expect(value.objectValue?["count"] == .int(3))
        #expect(value.objectValue?["ratio"] == .double(0.5))
        #expect(value.objectValue?["nested"] == .object(["a": .array([.int(1), .int(2)])]))
        #expect(try same(Shape()))
    }

    @Test("a JSON value inside is taken as it is, not encoded again (its data stays data)")
    func valueTakenAsItIs() throws {
        struct Envelope: Encodable {
            var structured: Value
        }
        let inner = Value.object(["file": .data(mimeType: "text/plain", Data("hi".utf8)), "n": .int(1)])
        #expect(try ValueEncoder.encode(Envelope(structured: inner)).objectValue?["structured"] == inner)
        #expect(try same(Envelope(structured: inner)))
    }

    @Test("citations escape Markdown byte by byte, leaving other text as it is")
    func escape() {
        #expect(
            CitationMarkdown.escape("Use *bold* and `code` — 오디오 [링크]")
                == "Use \\*bold\\* and \\`code\\` — 오디오 \\[링크\\]")
        #expect(CitationMarkdown.escape("plain 텍스트") == "plain 텍스트")
    }
}
