import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGSite

/// The site's search scripts and `hig query` answer every judged query with the same best three
/// practices: the scripts run under node over the site's search data for the same content. A
/// query that differs fails the test, printed with both answers.
@Suite("Site and command line agree", .tags(.node))
struct SiteAgreementTests {
    static let shownCount = 3

    @Test("on the first twelve pages, the best three agree for every judged query")
    func starterPages() throws {
        let comparisons = try Self.compare(
            RelevanceTests.judgements, graph: TestContent.graph, engine: TestIndex.engine)
        Self.expectAgreement(comparisons, set: "first twelve pages")
    }

    @Test("on the whole HIG, the best three agree for every judged query")
    func wholeHIG() throws {
        let comparisons = try Self.compare(
            RelevanceTests.wholeJudgements + RelevanceTests.peopleJudgements + RelevanceTests.koreanJudgements,
            graph: TestContent.whole.graph,
            engine: TestIndex.wholeEngine)
        Self.expectAgreement(comparisons, set: "whole HIG")
    }

    private static func expectAgreement(_ comparisons: [Comparison], set: String) {
        report(comparisons, set: set)
        #expect(!comparisons.isEmpty)
        for comparison in comparisons where !comparison.agrees {
            Issue.record("the best three differ:\n\(comparison.description)")
        }
    }

    /// One judged query's best three from `hig query` and from the site.
    struct Comparison: CustomStringConvertible {
        let query: String
        let cli: [String]
        let site: [String]

        var agrees: Bool { cli == site }

        var description: String {
            "  \(query)\n    hig query: \(cli)\n    site:      \(site)"
        }
    }

    /// Prints how many queries agree and every one that differs, with both answers.
    static func report(_ comparisons: [Comparison], set: String) {
        let differing = comparisons.filter { !$0.agrees }
        print("Site agreement on the \(set): \(comparisons.count - differing.count) of \(comparisons.count)")
        for comparison in differing {
            print(comparison.description)
        }
    }

    /// Each judged query's best three from both sides.
    static func compare(_ judgements: [RelevanceTests.Judgement], graph: RuleGraph, engine: SearchEngine) throws
        -> [Comparison]
    {
        let queries = judgements.map(\.query)
        let site = try siteAnswers(queries, graph: graph)
        return try zip(queries, site).map { query, siteIDs in
            let cliIDs = try engine.search(query, limit: shownCount).hits.compactMap { $0.practice?.id }
            return Comparison(query: query, cli: cliIDs, site: siteIDs)
        }
    }

    /// The site's best practices for each query, from its search data for the graph.
    static func siteAnswers(_ queries: [String], graph: RuleGraph) throws -> [[String]] {
        try JSONDecoder().decode(
            [[String]].self, from: try siteDriver(queries, graph: graph, answering: String(shownCount)))
    }

    /// What `agreement.mjs` prints for the queries over the site's search data for the graph:
    /// `answering` is its second argument, a limit or `candidates`.
    static func siteDriver(_ queries: [String], graph: RuleGraph, answering: String) throws -> Data {
        let folder = try TemporaryDirectory()
        let siteInput = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: graph.taxonomy))
        let indexPath = try folder.write(
            "search-index.js", try SiteSearchIndex(catalog: SiteCatalog(siteInput)).script())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = TestContent.packageRoot.appendingPathComponent("Tests/site-js/agreement.mjs").path
        process.arguments = ["node", driver, indexPath, answering]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(queries))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node agreement.mjs failed")
        return data
    }
}
