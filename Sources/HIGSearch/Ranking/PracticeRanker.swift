/// Orders measured candidates by the model's score and gives the same guideline one place.
package enum PracticeRanker {
    /// A candidate with its score.
    package struct Scored: Sendable {
        package var candidate: CandidateFeatures
        package var score: Double
    }

    /// The candidates in order, those shown, and the other pages a shown guideline is also on.
    package struct Ranking: Sendable {
        /// Every candidate, best first.
        package var ordered: [Scored]
        /// At most the limit, one per guideline.
        package var shown: [Scored]
        /// By the shown practice's id: the other pages that state its lead.
        package var alsoOn: [String: [String]]
    }

    package static func rank(_ candidates: [CandidateFeatures], model: RankingModel, limit: Int) -> Ranking {
        let ordered = candidates.map { Scored(candidate: $0, score: model.score($0.features)) }.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.candidate.id < rhs.candidate.id
        }
        // The same guideline on several pages takes one place, naming the other pages.
        var shown: [Scored] = []
        var alsoOn: [String: [String]] = [:]
        for scored in ordered {
            let candidate = scored.candidate
            if let first = shown.first(where: { $0.candidate.leadKey == candidate.leadKey })?.candidate {
                // Each other page once: a page can state one lead twice (a note and its original).
                if candidate.pageTitle != first.pageTitle, alsoOn[first.id]?.contains(candidate.pageTitle) != true {
                    alsoOn[first.id, default: []].append(candidate.pageTitle)
                }
            } else if shown.count < limit {
                shown.append(scored)
            }
        }
        return Ranking(ordered: ordered, shown: shown, alsoOn: alsoOn)
    }
}
