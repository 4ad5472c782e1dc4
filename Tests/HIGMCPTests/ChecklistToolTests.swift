import Foundation
import HIGKnowledgeBase
import MCP
import Testing

@testable import HIGMCP

/// The `checklist` tool writes each format through the knowledge base's one format switch, so
/// its text is the file `hig checklist` writes.
@Suite("MCP checklist formats")
struct ChecklistToolTests {
    @Test("each format the tool offers answers with the words of hig checklist's file in it")
    func formatsAsExported() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        for format in ToolCatalog.checklistFormats {
            let result = try await content.tools.call(
                "checklist", arguments: ["page": "multitasking", "format": .string(format.rawValue), "lang": "en"])
            #expect(result.isError != true, "\(format)")
            let file = try await content.library.read { knowledgeBase in
                try knowledgeBase.exportChecklist(
                    query: "", filters: FilterRequest(page: ["multitasking"]),
                    style: ChecklistStyle(format: format, lang: "en", excel: false)
                ).data
            }
            // A JSON file ends in a line feed; the answer is the document alone.
            let expected = String(decoding: file, as: UTF8.self)
            #expect(answerText(result) == (format == .json ? String(expected.dropLast()) : expected), "\(format)")
        }
    }

    @Test("a format the tool does not offer is the agent's mistake, told with the known ones")
    func htmlRefused() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let result = try await content.tools.call("checklist", arguments: ["page": "multitasking", "format": "html"])
        #expect(result.isError == true)
        #expect(answerText(result) == "unknown format 'html'; known: markdown, json, csv")
    }
}
