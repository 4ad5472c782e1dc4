import HIGModel

/// A candidate measured against the query: the features its score is made of, and the terms it
/// lacks, which the answer and a comparison's sides are judged by.
package struct CandidateFeatures: Sendable {
    package var rowid: Int64
    package var id: String
    package var pageTitle: String
    /// The normalized lead: the same guideline on two pages has one.
    package var leadKey: String
    package var features: RankingModel.Features
    /// The terms it holds in no form, as typed, corrected or a synonym.
    package var missing: [String]
    /// The terms it does not hold as typed (or as a Korean word's English): a comparison's sides.
    package var notAsTyped: [String]
}

/// Measures each candidate against one query's plan, term weights and lifecycle moment. Made
/// once per query: the query's forms are turned into bytes once, and each page title is
/// normalized once, since candidates share pages.
package struct FeatureExtractor {
    private let plan: QueryPlan
    private let weights: [TermWeight]
    private let lifecycle: LifecycleMatch
    private let model: RankingModel
    private let queryWords: [[UInt8]]
    private let termForms: [[[UInt8]]]
    private var normalizedTitles: [String: LeadWords] = [:]

    private static let stopWordBytes = LeadWords.StopWords(QueryPlanner.stopWords)

    /// - Parameter weights: one per term of the plan, in its order.
    package init(plan: QueryPlan, weights: [TermWeight], lifecycle: LifecycleMatch, model: RankingModel) {
        self.plan = plan
        self.weights = weights
        self.lifecycle = lifecycle
        self.model = model
        queryWords = plan.contentWords.map { Array($0.utf8) }
        termForms = plan.terms.map { $0.candidates.map { Array($0.utf8) } }
    }

    package mutating func measure(_ row: RankingCandidate) -> CandidateFeatures {
        let concernsMoment = lifecycle.transitions.contains { ByteSearch.contains(" \($0) ", in: row.tags) }
        var covered = 0.0
        var total = 0.0
        var missing: [String] = []
        var notAsTyped: [String] = []
        for (term, weight) in zip(plan.terms, weights) {
            total += weight.idf
            if weight.original.contains(row.rowid) {
                covered += weight.idf
                continue
            }
            notAsTyped.append(term.original)
            if weight.expanded.contains(row.rowid) || (concernsMoment && lifecycle.words.contains(term.original)) {
                // A correction or synonym, or a word of the lifecycle moment the practice concerns ("leaves the app").
                covered += model.coverage.expandedShare * weight.idf
            } else {
                missing.append(term.original)
            }
        }
        let leads = [LeadWords(row.lead), LeadWords(row.koreanLead)]
        // The page's title says what a lead leaves unsaid: "Prefer illustrations to photos" on App icons.
        let pageTitle = row.pageTitle ?? ""
        let titleWords: LeadWords
        if let known = normalizedTitles[pageTitle] {
            titleWords = known
        } else {
            titleWords = LeadWords(TextNormalizer.normalize(pageTitle))
            normalizedTitles[pageTitle] = titleWords
        }
        var titled = 0.0
        for (forms, weight) in zip(termForms, weights) where forms.contains(where: titleWords.hasWord(startingWith:)) {
            let inLead = leads.contains { lead in forms.contains(where: lead.hasWord(startingWith:)) }
            titled += inLead ? model.bonuses.pageTitleInLeadShare * weight.idf : weight.idf
        }
        let focus = leads.map { $0.share(startingWithAnyOf: queryWords, ignoring: Self.stopWordBytes) }.max() ?? 0
        let inLead = leads.map { Self.share(of: termForms, in: $0) }.max() ?? 0
        let features = RankingModel.Features(
            bm25: row.bm25, coverage: total > 0 ? covered / total : 0, inLead: inLead, leadFocus: focus,
            phraseInLead: row.phraseInLead, phraseInKorean: row.phraseInKorean, lifecycle: concernsMoment,
            // Asked by callback, a practice whose lead names that moment answers best.
            lifecycleInLead: lifecycle.namedCallback
                && lifecycle.transitions.contains { ByteSearch.contains(" \($0) ", in: row.leadTransitions) },
            inPageTitle: total > 0 ? titled / total : 0)
        return CandidateFeatures(
            rowid: row.rowid, id: row.id, pageTitle: pageTitle, leadKey: row.lead, features: features,
            missing: missing, notAsTyped: notAsTyped)
    }

    /// The share of the query's terms (as typed, corrected or a synonym) that the lead holds.
    private static func share(of termForms: [[[UInt8]]], in lead: LeadWords) -> Double {
        guard !termForms.isEmpty, !lead.isEmpty else { return 0 }
        let found = termForms.filter { forms in forms.contains(where: lead.hasWord(startingWith:)) }
        return Double(found.count) / Double(termForms.count)
    }
}
