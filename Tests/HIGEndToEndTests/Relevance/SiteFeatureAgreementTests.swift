import Foundation
import HIGIndex
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

/// The site's search scripts and `hig query` rank every judged query from the same candidates,
/// each with the same features and score: not only the best three agree, but every number the
/// order is made of, so a port that drifts in a factor the best three happen not to show fails.
@Suite("Site and command line agree on every candidate")
struct SiteFeatureAgreementTests {
    @Test("on the first twelve pages, every candidate's features agree for every judged query")
    func starterPages() throws {
        try expectAgreement(RelevanceTests.judgements, graph: TestContent.graph, engine: TestIndex.engine)
    }

    @Test("on the whole HIG, every candidate's features agree for every judged query")
    func wholeHIG() throws {
        try expectAgreement(
            RelevanceTests.wholeJudgements + RelevanceTests.peopleJudgements + RelevanceTests.koreanJudgements,
            graph: TestContent.whole.graph, engine: TestIndex.wholeEngine)
    }

    /// One candidate as both sides describe it.
    struct Candidate: Codable, CustomStringConvertible {
        var id: String
        var score: Double
        var bm25: Double
        var coverage: Double
        var inLead: Double
        var leadFocus: Double
        var phraseInLead: Bool
        var phraseInKorean: Bool
        var lifecycle: Bool
        var lifecycleInLead: Bool
        var inPageTitle: Double
        var missing: [String]

        init(_ scored: PracticeRanker.Scored) {
            let features = scored.candidate.features
            id = scored.candidate.id
            score = scored.score
            bm25 = features.bm25
            coverage = features.coverage
            inLead = features.inLead
            leadFocus = features.leadFocus
            phraseInLead = features.phraseInLead
            phraseInKorean = features.phraseInKorean
            lifecycle = features.lifecycle
            lifecycleInLead = features.lifecycleInLead
            inPageTitle = features.inPageTitle
            missing = scored.candidate.missing
        }

        /// bm25 is summed in another order by FTS5 than by the script, and a term's idf comes from
        /// the C library's logarithm here and from V8's there: bm25, the shares weighed by idf
        /// (coverage, page title) and the score may differ in the last bits, no more. Counted
        /// shares, the flags, the missing terms, the candidates and their order must be equal.
        func agrees(with other: Candidate) -> Bool {
            id == other.id && Self.close(score, other.score) && Self.close(bm25, other.bm25)
                && Self.close(coverage, other.coverage) && inLead == other.inLead && leadFocus == other.leadFocus
                && phraseInLead == other.phraseInLead && phraseInKorean == other.phraseInKorean
                && lifecycle == other.lifecycle && lifecycleInLead == other.lifecycleInLead
                && Self.close(inPageTitle, other.inPageTitle) && missing == other.missing
        }

        static func close(_ lhs: Double, _ rhs: Double) -> Bool {
            abs(lhs - rhs) <= 1e-9 * max(abs(lhs), abs(rhs))
        }

        var description: String {
            "\(id) score \(score) bm25 \(bm25) coverage \(coverage) inLead \(inLead) focus \(leadFocus) "
                + "phrase \(phraseInLead)/\(phraseInKorean) lifecycle \(lifecycle)/\(lifecycleInLead) "
                + "title \(inPageTitle) missing \(missing)"
        }
    }

    private func expectAgreement(_ judgements: [RelevanceTests.Judgement], graph: RuleGraph, engine: SearchEngine)
        throws
    {
        let queries = judgements.map(\.query)
        let site = try JSONDecoder().decode(
            [[Candidate]].self, from: try SiteAgreementTests.siteDriver(queries, graph: graph, answering: "candidates"))
        #expect(site.count == queries.count)
        var differing = 0
        for (query, siteCandidates) in zip(queries, site) {
            let cli = try engine.scoredCandidates(query).map(Candidate.init)
            let disagreement = zip(cli, siteCandidates).first { !$0.0.agrees(with: $0.1) }
            guard disagreement != nil || cli.count != siteCandidates.count else { continue }
            differing += 1
            let first = disagreement ?? Array(zip(cli, siteCandidates)).last
            Issue.record(
                """
                the candidates differ for "\(query)" (\(cli.count) from hig query, \(siteCandidates.count) from the site)
                    hig query: \(first?.0.description ?? "-")
                    site:      \(first?.1.description ?? "-")
                """)
        }
        print("Candidate agreement: \(queries.count - differing) of \(queries.count) queries")
    }
}
