import Foundation
import HIGKnowledgeBase
import HIGModel
import MCP
import Testing

@testable import HIGMCP

/// A search answer's structured content is built field by field as the SDK's JSON values; the
/// contract types' own encoding is what it must equal, byte for byte as the server writes it, so
/// a field added, renamed or dropped on one side and not the other fails here.
@Suite("Search answers built as JSON values")
struct AnswerValueTests {
    /// English, Apple's Korean and the community's, a comparison, Apple's tables in both
    /// languages, a typo, an answer with no result and one with entities beside the practices.
    static let files = [
        "text/Multitasking.txt": "apple-hig",
        "markdown-bilingual/multitasking.ko.md": "community-translation",
        "markdown/hig/Foundations/Typography.md": "apple-hig",
        "markdown-bilingual/apple-ko/typography.md": "apple-translation",
        "markdown/hig/Components/Presentation/Alerts.md": "apple-hig",
        "markdown/hig/Components/Presentation/Action sheets.md": "apple-hig",
    ]
    static let queries = [
        "audio interruption", "alert vs action sheet", "minimum font size", "글꼴 크기", "멀티태스킹 오디오",
        "multitaskng windows", "zzyzx qwxq", "background",
    ]

    private static func written(_ value: Value) throws -> String {
        String(decoding: try SortedJSON.data(value), as: UTF8.self)
    }

    @Test("real answers are written as their contract encodes them")
    func realAnswers() async throws {
        let content = try SmallContent(files: Self.files)
        defer { withExtendedLifetime(content) {} }
        let responses = try await content.library.read { knowledgeBase in
            try Self.queries.map { try knowledgeBase.search($0, filters: .init(), limit: 10, explainMatches: true) }
                + [try knowledgeBase.search("", filters: .init(pages: ["multitasking"]), limit: 3)]
        }
        // The answers hold every part the builder writes.
        #expect(responses.contains { $0.comparison != nil })
        #expect(responses.contains { $0.tableRows.contains { $0.cellsKo != nil } })
        #expect(responses.contains { $0.hits.isEmpty })
        #expect(responses.contains { $0.hits.contains { $0.practice?.koSource == .apple } })
        #expect(responses.contains { $0.hits.contains { $0.practice?.koSource == .community } })
        #expect(responses.contains { $0.hits.contains { $0.practice == nil } })
        #expect(responses.contains { $0.hits.contains { !$0.explanation.matches.isEmpty } })
        #expect(responses.contains { !$0.corrections.isEmpty })
        #expect(responses.contains { !$0.filters.isEmpty })
        let paths = PathDisplay(currentDirectory: content.folder.path)
        for response in responses {
            let contract = QueryJSON(response: response, paths: paths)
            #expect(
                try Self.written(contract.jsonValue()) == Self.written(ValueEncoder.encode(contract)),
                "\(response.query)")
            // Unexplained, the same answer without the two explanation fields of each result.
            var unexplained = try ValueEncoder.encode(contract)
            if case .object(var fields) = unexplained, case .array(let results)? = fields["results"] {
                fields["results"] = .array(
                    results.map { result in
                        guard case .object(var resultFields) = result else { return result }
                        resultFields["explanation"] = nil
                        resultFields["explained"] = nil
                        return .object(resultFields)
                    })
                unexplained = .object(fields)
            }
            #expect(
                try Self.written(contract.jsonValue(explaining: false)) == Self.written(unexplained),
                "\(response.query)")
        }
    }

    @Test("fields a search seldom gives are written as their types encode them")
    func seldomFields() throws {
        var practice = Practice(
            id: "page/lead", lead: "Lead.", body: "Body.", ko: "한국어.", page: "page", section: "Section",
            strength: .mustNot, platforms: ["iOS"], states: ["app.background"], transitions: ["app.active>inactive"],
            styles: ["modal"],
            references: [Reference(kind: .symbol, target: "UIView", title: "UIView", resolved: true)],
            sources: [SourceLocation(file: "a.md", line: 3, kind: .appleTranslation, edition: "2024-06-10")])
        practice.outdatedEdition = "2022"
        practice.staleKorean = StaleKorean(koreanEdition: "2022", englishEdition: "2024")
        practice.url = "https://developer.apple.com/design/human-interface-guidelines/page#section"
        practice.koSource = .community
        #expect(try Self.written(.object(practice.jsonFields())) == Self.written(ValueEncoder.encode(practice)))

        var filter = GuidelineFilter(platforms: ["iOS"], strengths: ["must"], sources: ["a.md"])
        filter.includeOutdated = true
        filter.sourceKinds = [.article, .sessionNotes]
        #expect(try Self.written(filter.jsonValue) == Self.written(ValueEncoder.encode(filter)))

        var row = TableRowHit(
            page: "typography", table: 2, row: 3, pageTitle: "Typography", section: "Specifications",
            caption: "Sizes", header: ["Platform", "Size"], cells: ["iOS", "17 pt"], practice: "typography/lead",
            source: SourceLocation(file: "t.md", line: 9), score: 1.25)
        row.pageTitleKo = "타이포그래피"
        row.sectionKo = "사양"
        row.headerKo = ["플랫폼", "크기"]
        row.cellsKo = ["iOS", "17pt"]
        #expect(try Self.written(.object(row.jsonFields)) == Self.written(ValueEncoder.encode(row)))
    }
}
