import HIGModel
import HIGSearch
import Testing

/// `--explain` gets the factors of a score as values, read from the features and the model.
@Suite("Ranking explanation")
struct RankingExplanationTests {
    private let model = RankingModel.standard

    private func features(
        phraseInLead: Bool = false, phraseInKorean: Bool = false, lifecycle: Bool = false,
        lifecycleInLead: Bool = false, inPageTitle: Double = 0
    ) -> RankingModel.Features {
        RankingModel.Features(
            bm25: -12.5, coverage: 0.75, inLead: 0.5, leadFocus: 0.25, phraseInLead: phraseInLead,
            phraseInKorean: phraseInKorean, lifecycle: lifecycle, lifecycleInLead: lifecycleInLead,
            inPageTitle: inPageTitle)
    }

    @Test("every practice gets bm25, coverage, terms in the lead and lead focus, with the model's shares")
    func alwaysGiven() {
        let factors = RankingExplanation.factors(features(), model: model, weights: "lead ×10", alsoOn: [])
        #expect(
            factors == [
                .bm25(12.5, weights: "lead ×10"),
                .coverage(0.75, expandedShare: model.coverage.expandedShare),
                .termsInLead(0.5),
                .leadFocus(0.25),
            ])
    }

    @Test("a phrase in the lead outranks one in the Korean, a lifecycle lead outranks the moment")
    func strongerOnly() {
        let both = features(phraseInLead: true, phraseInKorean: true, lifecycle: true, lifecycleInLead: true)
        let factors = RankingExplanation.factors(both, model: model, weights: "", alsoOn: [])
        #expect(Array(factors.dropFirst(4)) == [.phraseInLead, .lifecycleInLead])
        let weaker = features(phraseInKorean: true, lifecycle: true)
        #expect(
            Array(RankingExplanation.factors(weaker, model: model, weights: "", alsoOn: []).dropFirst(4))
                == [.phraseInKorean, .lifecycle])
    }

    @Test("the page's title and the other pages come last, only when there are any")
    func pageTitleAndOtherPages() {
        let factors = RankingExplanation.factors(
            features(inPageTitle: 0.4), model: model, weights: "", alsoOn: ["Sheets", "Modality"])
        #expect(
            Array(factors.dropFirst(4)) == [
                .pageTitle(0.4, inLeadShare: model.bonuses.pageTitleInLeadShare), .alsoOn(["Sheets", "Modality"]),
            ])
    }
}
