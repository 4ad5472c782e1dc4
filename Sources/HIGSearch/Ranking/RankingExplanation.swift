import HIGModel

/// What each factor of a practice's score came to, for `--explain`, with the shares read from the
/// ranking model so an explanation never states an old number.
package enum RankingExplanation {
    /// - Parameter weights: the model's `weightsDescription`, which a search makes once rather
    ///   than for every result.
    package static func factors(
        _ features: RankingModel.Features, model: RankingModel, weights: String, alsoOn: [String]
    ) -> [RankExplanation.Factor] {
        var factors: [RankExplanation.Factor] = [
            .bm25(-features.bm25, weights: weights),
            .coverage(features.coverage, expandedShare: model.coverage.expandedShare),
            .termsInLead(features.inLead),
            .leadFocus(features.leadFocus),
        ]
        if features.phraseInLead {
            factors.append(.phraseInLead)
        } else if features.phraseInKorean {
            factors.append(.phraseInKorean)
        }
        if features.lifecycleInLead {
            factors.append(.lifecycleInLead)
        } else if features.lifecycle {
            factors.append(.lifecycle)
        }
        if features.inPageTitle > 0 {
            factors.append(.pageTitle(features.inPageTitle, inLeadShare: model.bonuses.pageTitleInLeadShare))
        }
        if !alsoOn.isEmpty { factors.append(.alsoOn(alsoOn)) }
        return factors
    }
}
