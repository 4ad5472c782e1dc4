import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@Suite("Search on an index where a word is everywhere")
struct LargeIndexSearchTests {
    /// The indexes here are some thousand practices: past this threshold they rank as an index
    /// past the model's threshold does.
    private static let narrowing = 2_000

    /// 1,100 practices name sheets in their leads, 1,100 more only in their bodies (many times),
    /// and one says it best: more practices than the narrowing threshold.
    private static let index = makeIndex { lines in
        for index in 0..<1_100 {
            lines += ["**Keep sheet \(index) focused on its task \(index).** Body \(index).", ""]
            lines += ["**Offer item \(index) elsewhere.** " + String(repeating: "A sheet. ", count: 12), ""]
        }
        lines += ["**Dismiss a sheet when people are done.** Close the sheet.", ""]
    }

    /// 1,100 practices say "sheet detents" in their leads; 1,100 more repeat both words there,
    /// apart, which BM25 alone ranks higher.
    private static let phraseIndex = makeIndex { lines in
        for index in 0..<1_100 {
            lines += ["**Use sheet detents \(index) for quick tasks.** Body \(index).", ""]
            lines += ["**Sheet \(index): the sheet picks detents and detents.** Body \(index).", ""]
        }
    }

    /// 1,100 practices say "split the view controller" in their leads, where the two-word term
    /// "split view" stands apart; 10 name split view itself, and 1,000 more fill the index past
    /// the narrowing threshold.
    private static let pairIndex = makeIndex { lines in
        lines += practices(1_100) { "Split the view controller \($0) when space allows." }
        lines += practices(10) { "Offer split view \($0) on iPad." }
        lines += practices(1_000) { "Keep item \($0) simple." }
    }

    /// Each hit's share of the query's weight, in whole percent as `--explain` says it.
    private static func coverage(_ response: SearchResponse) -> [Int] {
        response.hits.compactMap { hit in
            hit.explanation.factors.lazy.compactMap { factor -> Int? in
                if case .coverage(let share, _) = factor { Int((share * 100).rounded()) } else { nil }
            }.first
        }
    }

    /// Markdown for `count` practices with the given leads, each with a body of its own.
    private static func practices(_ count: Int, lead: (Int) -> String) -> [String] {
        (0..<count).flatMap { ["**\(lead($0))** Body \($0).", ""] }
    }

    private static func makeIndex(
        _ practices: (inout [String]) -> Void
    ) -> (path: String, directory: TemporaryDirectory) {
        let directory = try! TemporaryDirectory()
        var lines = ["# Sheets", "", "## Best practices", ""]
        practices(&lines)
        try! directory.write("Content/sheets.md", lines.joined(separator: "\n"))
        try! directory.write(
            "Content/taxonomy.yml", String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        let graph = HIGIngestHelpers.ingest(directory.path + "/Content").graph
        let path = directory.path + "/index.sqlite"
        try! IndexWriter.write(graph, fingerprint: "test", contentPaths: [directory.path + "/Content"], to: path)
        return (path, directory)
    }

    // The generated pages declare no Apple address, so they read as articles: every search
    // here asks for every kind of source, which leaves the candidate sets as they were.
    @Test("with more than a full set of candidates holding every word in the lead, the best of them leads")
    func leadsFirst() throws {
        #expect(2 * 1_100 > Self.narrowing)
        let engine = try SearchEngine(indexPath: Self.index.path, narrowingThreshold: Self.narrowing)
        let hits = try engine.search("dismiss sheet done", filters: .everyKind, limit: 5).hits.compactMap(\.practice)
        #expect(hits.first?.lead == "Dismiss a sheet when people are done.")
        let sheet = try engine.search("sheet", filters: .everyKind, limit: 10).hits.compactMap(\.practice)
        #expect(sheet.count == 10)
        #expect(sheet.allSatisfy { $0.lead.lowercased().contains("sheet") }, "\(sheet.map(\.lead))")
    }

    @Test("with more than a full set of candidates holding the query as a phrase in the lead, they lead")
    func phraseFirst() throws {
        let engine = try SearchEngine(indexPath: Self.phraseIndex.path, narrowingThreshold: Self.narrowing)
        let response = try engine.search("sheet detents", filters: .everyKind, limit: 10)
        let hits = response.hits.compactMap(\.practice)
        #expect(hits.count == 10)
        #expect(hits.allSatisfy { $0.lead.lowercased().contains("sheet detents") }, "\(hits.map(\.lead))")
        let coverage = Self.coverage(response)
        #expect(coverage.count == 10 && coverage.allSatisfy { $0 == 100 }, "\(coverage)")
        let apart = try engine.search("detents sheet", filters: .everyKind, limit: 10).hits.compactMap(\.practice)
        #expect(apart.count == 10, "a phrase that no lead holds falls back to every word in the lead")
    }

    @Test("a two-word term standing apart in the phrase does not count as covered")
    func pairApartInPhrase() throws {
        let engine = try SearchEngine(indexPath: Self.pairIndex.path, narrowingThreshold: Self.narrowing)
        let response = try engine.search("split the view controller", filters: .everyKind, limit: 10)
        let hits = response.hits.compactMap(\.practice)
        #expect(hits.count == 10)
        #expect(hits.allSatisfy { $0.lead.lowercased().contains("split the view controller") })
        let coverage = Self.coverage(response)
        #expect(coverage.count == 10 && !coverage.contains(100), "\(coverage)")
    }

    @Test("with filters, candidates added past the sets of every term keep the filter's values apart")
    func filtersWhileAdding() throws {
        let engine = try SearchEngine(indexPath: Self.index.path, narrowingThreshold: Self.narrowing)
        // Only one practice holds every word, so the sets of fewer terms add to it, with the
        // filter's values bound after the candidates already kept.
        var filters = GuidelineFilter.everyKind
        filters.pages = ["sheets"]
        filters.sources = ["sheets.md"]
        let hits = try engine.search("dismiss sheet done", filters: filters, limit: 5).hits.compactMap(\.practice)
        #expect(hits.count == 5)
        #expect(hits.first?.lead == "Dismiss a sheet when people are done.")
        var alerts = GuidelineFilter.everyKind
        alerts.pages = ["alerts"]
        let none = try engine.search("dismiss sheet done", filters: alerts, limit: 5)
        #expect(none.hits.isEmpty)
    }
}
