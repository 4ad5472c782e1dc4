import Foundation
import HIGIndex
import HIGModel
import Testing

@testable import HIGSite

/// The site's search scripts and `hig query` answer every judged query with the same best three
/// practices: the scripts run under node over the site's search data for the same content.
@Suite("Site and command line agree")
struct SiteAgreementTests {
    static let shownCount = 3

    @Test("on the first twelve pages, the site's best three are the command line's")
    func starterPages() throws {
        let differences = try Self.differences(
            RelevanceTests.judgements, graph: TestContent.graph, engine: TestIndex.engine)
        #expect(differences.isEmpty, "\(differences.count) queries differ:\n\(differences.joined(separator: "\n"))")
    }

    @Test("on the whole HIG, the site's best three are the command line's")
    func wholeHIG() throws {
        let differences = try Self.differences(
            RelevanceTests.wholeJudgements, graph: TestContent.whole.graph, engine: TestIndex.wholeEngine)
        #expect(differences.isEmpty, "\(differences.count) queries differ:\n\(differences.joined(separator: "\n"))")
    }

    /// Each judged query whose best three differ, with both answers.
    static func differences(_ judgements: [RelevanceTests.Judgement], graph: RuleGraph, engine: SearchEngine) throws
        -> [String]
    {
        let queries = judgements.map(\.query)
        let site = try siteAnswers(queries, graph: graph)
        var differences: [String] = []
        for (query, siteIDs) in zip(queries, site) {
            let cliIDs = try engine.search(query, limit: shownCount).hits.compactMap { $0.practice?.id }
            if cliIDs != siteIDs {
                differences.append("  \(query)\n    hig query: \(cliIDs)\n    site:      \(siteIDs)")
            }
        }
        return differences
    }

    /// The site's best practices for each query, from its search data for the graph.
    static func siteAnswers(_ queries: [String], graph: RuleGraph) throws -> [[String]] {
        let folder = try TemporaryDirectory()
        let siteInput = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: graph.taxonomy))
        let indexPath = try folder.write(
            "search-index.js", try SiteSearchIndex(catalog: SiteCatalog(siteInput)).script())
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = TestContent.packageRoot.appendingPathComponent("Tests/site-js/agreement.mjs").path
        process.arguments = ["node", driver, indexPath, String(shownCount)]
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
        return try JSONDecoder().decode([[String]].self, from: data)
    }
}
