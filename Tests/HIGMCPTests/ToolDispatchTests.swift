import Foundation
import GRDB
import HIGKnowledgeBase
import HIGModel
import MCP
import Testing

@testable import HIGMCP

/// How a call reaches its tool, how a damaged index is told, and the search answer's text.
@Suite("MCP dispatch, index errors and search text")
struct ToolDispatchTests {
    @Test("every tool offered has a case of its own to be dispatched to, and nothing else is")
    func everyToolDispatched() {
        #expect(ToolCatalog.tools.map(\.name).sorted() == ToolName.allCases.map(\.rawValue).sorted())
    }

    @Test("a damaged full-text table is told with the index's name and the next step, for a search and a read")
    func damagedIndex() async throws {
        let content = try SmallContent()
        // The folder goes with the value: kept to the end of the test.
        defer { withExtendedLifetime(content) {} }
        let first = try await content.tools.call("search_guidelines", arguments: ["query": "audio"])
        #expect(first.isError != true)
        try await DatabaseQueue(path: content.library.location.index).write { db in
            try db.execute(sql: "DROP TABLE practice_search_config")
        }
        for (tool, arguments) in [
            ("search_guidelines", ["query": Value.string("audio")]), ("checklist", ["query": .string("audio")]),
        ] {
            let result = try await content.tools.call(tool, arguments: arguments)
            #expect(result.isError == true, "\(tool)")
            #expect(
                answerText(result).contains("is damaged") && answerText(result).contains("delete it"),
                "\(answerText(result))")
        }
    }

    @Test("the search text's Cite line keeps a title's * and _ as text, not emphasis")
    func citeLineEscaped() {
        let practice = Practice(
            id: "p/keep-it", lead: "Keep it.", body: "", page: "p", section: "Do_this *now*", strength: .should)
        let hit = SearchHit(
            kind: .practice, score: 1, practice: practice, pageTitle: "Sheets *and* alerts", reference: practice.id,
            title: practice.lead, detail: "", explanation: RankExplanation())
        let response = SearchResponse(query: "keep", filters: GuidelineFilter(), hits: [hit], corrections: [:])
        let text = SearchRendering(paths: PathDisplay(), language: .both).text(response)
        #expect(
            text.contains(#"Cite: — Human Interface Guidelines, *Sheets \*and\* alerts* › Do\_this \*now\*"#), "\(text)"
        )
    }

    @Test("the search text's Cite line stays one line whatever control characters a title holds")
    func citeLineOneLine() throws {
        // A carriage return ends a Markdown line: "===" after it would underline the line as a heading.
        let practice = Practice(
            id: "p/keep-it", lead: "Keep it.", body: "", page: "p", section: "Do this\r- now", strength: .should)
        let hit = SearchHit(
            kind: .practice, score: 1, practice: practice, pageTitle: "Sheets\r===\u{1B}[31m",
            reference: practice.id, title: practice.lead, detail: "", explanation: RankExplanation())
        let response = SearchResponse(query: "keep", filters: GuidelineFilter(), hits: [hit], corrections: [:])
        let text = SearchRendering(paths: PathDisplay(), language: .both).text(response)
        let cite = try #require(text.split(whereSeparator: \.isNewline).first { $0.contains("Cite:") })
        #expect(
            cite.hasSuffix(#"Cite: — Human Interface Guidelines, *Sheets === \[31m* › Do this - now (`p/keep-it`)"#),
            "\(cite)")
    }
}
