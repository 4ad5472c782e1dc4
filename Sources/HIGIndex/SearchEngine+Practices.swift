import GRDB
import HIGModel
import HIGSearch

extension SearchEngine {
    /// The practices a query finds, ranked by the search core over the candidates the index
    /// gives: read the candidates and their term weights, measure each, order them, then read and
    /// decode only the practices shown (and a comparison's picks).
    /// - Parameters:
    ///   - unfound: set to the terms no practice of the index holds.
    ///   - comparison: set when the query weighs two things and practices speak of each.
    func rankedPractices(
        _ plan: QueryPlan, filters: GuidelineFilter, lifecycle: LifecycleMatch, limit: Int, explainMatches: Bool,
        unfound: inout [String], comparison: inout ComparisonAnswer?, db: Database
    ) throws -> [SearchHit] {
        let found = try PracticeCandidates.read(
            plan, filters: filters, narrowingThreshold: narrowingThreshold, model: Self.model, db: db)
        unfound = zip(plan.terms, found.weights).filter { $0.1.count == 0 }.map(\.0.original)
        guard !found.rows.isEmpty else { return [] }
        let ranking = Self.rank(found, plan: plan, lifecycle: lifecycle, limit: limit)
        let ordered = ranking.ordered.map(\.candidate)
        let shown = ranking.shown
        let sides = ComparisonSides(plan)
        let picked = sides?.picks(ordered.map { ($0.rowid, $0.leadKey, $0.notAsTyped, $0.missing) }) ?? []
        let practices = try self.practices(
            rowids: Array(Set(shown.map(\.candidate.rowid) + picked.map(\.rowid))), db: db)
        if let sides, !picked.isEmpty {
            let titles = Dictionary(ordered.map { ($0.rowid, $0.pageTitle) }, uniquingKeysWith: { first, _ in first })
            comparison = sides.answer(picked, practices: practices, pageTitles: titles)
        }
        let matches =
            explainMatches ? try MatchExplanation.matches(plan, rowids: shown.map(\.candidate.rowid), db: db) : [:]
        return shown.map { scored in
            let candidate = scored.candidate
            let practice = practices[candidate.rowid]!
            let otherPages = ranking.alsoOn[candidate.id] ?? []
            let explanation = RankExplanation(
                factors: RankingExplanation.factors(
                    candidate.features, model: Self.model, weights: Self.weightsDescription, alsoOn: otherPages),
                matches: matches[candidate.rowid] ?? [])
            return SearchHit(
                kind: .practice, score: (scored.score * 100).rounded() / 100, practice: practice,
                pageTitle: candidate.pageTitle, reference: practice.id, title: practice.lead,
                detail: "", explanation: explanation, alsoOn: otherPages, missingTerms: candidate.missing,
                coverage: candidate.features.coverage)
        }
    }

    private static let weightsDescription = model.weightsDescription

    private static func rank(
        _ found: PracticeCandidates, plan: QueryPlan, lifecycle: LifecycleMatch, limit: Int
    ) -> PracticeRanker.Ranking {
        var extractor = FeatureExtractor(plan: plan, weights: found.weights, lifecycle: lifecycle, model: model)
        return PracticeRanker.rank(found.rows.map { extractor.measure($0) }, model: model, limit: limit)
    }

    /// Every candidate of a query, measured and scored, best first: what the site's search must
    /// reproduce candidate by candidate, which its agreement test holds it to.
    package func scoredCandidates(_ query: String) throws -> [PracticeRanker.Scored] {
        try queue.read { db in
            let plan = try planner.plan(query, lexicon: IndexLexicon(db: db))
            guard !plan.terms.isEmpty else { return [] }
            let found = try PracticeCandidates.read(
                plan, filters: GuidelineFilter(), narrowingThreshold: narrowingThreshold, model: Self.model, db: db)
            let lifecycle = try lifecycleMatches(plan, db: db)
            return Self.rank(found, plan: plan, lifecycle: lifecycle, limit: 0).ordered
        }
    }
}
