import HIGSearch
import Testing

/// Features, score and order over candidates made in memory, as the index would hand them over.
struct RankingTests {
    let model = RankingModel.standard
    let lexicon = FakeLexicon(
        groups: ["colour": ["colour", "color"]], findable: ["button", "colour", "color", "tint"])

    func candidate(
        _ rowid: Int64, lead: String, page: String = "Buttons", bm25: Double = -10, tags: String = " "
    ) -> RankingCandidate {
        RankingCandidate(
            rowid: rowid, id: "p\(rowid)", tags: tags, lead: lead, koreanLead: "", leadTransitions: " ",
            pageTitle: page, bm25: bm25, phraseInLead: false, phraseInKorean: false)
    }

    /// "button colour": candidate 1 holds both as typed, 2 holds the button only, 3 the colour
    /// through its synonym "color".
    func measured() throws -> (weights: [TermWeight], features: [CandidateFeatures]) {
        let plan = try QueryPlanner().plan("button colour", lexicon: lexicon)
        let weights = [
            TermWeight(original: [1, 2], expanded: [1, 2], count: 2, total: 100, model: model),
            TermWeight(original: [1], expanded: [1, 3], count: 20, total: 100, model: model),
        ]
        var extractor = FeatureExtractor(plan: plan, weights: weights, lifecycle: LifecycleMatch(), model: model)
        let features = [
            candidate(1, lead: "button colour"), candidate(2, lead: "prefer a tinted button", page: "Color"),
            candidate(3, lead: "tint with color", page: "Color"),
        ].map { extractor.measure($0) }
        return (weights, features)
    }

    @Test func coverageWeighsTermsByRarityAndSynonymsByTheirShare() throws {
        let (weights, features) = try measured()
        let button = weights[0].idf
        let colour = weights[1].idf
        #expect(button > colour)
        #expect(features[0].features.coverage == 1)
        #expect(features[1].features.coverage == button / (button + colour))
        #expect(features[1].missing == ["colour"])
        #expect(features[2].features.coverage == model.coverage.expandedShare * colour / (button + colour))
        #expect(features[2].missing == ["button"])
        #expect(features[2].notAsTyped == ["button", "colour"])
    }

    @Test func leadFeaturesMeasureTheQueryInTheLead() throws {
        let (_, features) = try measured()
        #expect(features[0].features.inLead == 1)
        #expect(features[0].features.leadFocus == 1)
        #expect(features[1].features.inLead == 0.5)
        // "prefer", "tinted", "button": "a" is a stop word.
        #expect(features[1].features.leadFocus == 1.0 / 3)
        #expect(features[2].features.inLead == 0.5)
    }

    @Test func aPageTitleNamingATermCountsLessWhenTheLeadHoldsItToo() throws {
        let (weights, features) = try measured()
        let total = weights[0].idf + weights[1].idf
        // "Buttons" names the button, which candidate 1's lead holds.
        #expect(features[0].features.inPageTitle == model.bonuses.pageTitleInLeadShare * weights[0].idf / total)
        // "Color" names the colour's synonym, which candidate 3's lead holds as well.
        #expect(features[2].features.inPageTitle == model.bonuses.pageTitleInLeadShare * weights[1].idf / total)
        // Candidate 2's lead lacks the colour its page names.
        #expect(features[1].features.inPageTitle == weights[1].idf / total)
    }

    @Test func theRankerOrdersByScoreAndGivesAGuidelineOnePlace() throws {
        let (_, features) = try measured()
        let ranking = PracticeRanker.rank(features, model: model, limit: 10)
        #expect(ranking.ordered.map(\.candidate.rowid) == [1, 2, 3])
        #expect(ranking.ordered.map(\.score) == ranking.ordered.map(\.score).sorted(by: >))
        var twin = features[0]
        twin.rowid = 4
        twin.id = "p0"
        twin.pageTitle = "Color"
        let deduplicated = PracticeRanker.rank(features + [twin], model: model, limit: 2)
        // Equal scores fall to the id; the twin takes the first place and names the other page.
        #expect(deduplicated.shown.map(\.candidate.rowid) == [4, 2])
        #expect(deduplicated.alsoOn == ["p0": ["Buttons"]])
    }

    @Test func eachBonusMultipliesTheScore() {
        let plain = RankingModel.Features(
            bm25: -8, coverage: 1, inLead: 0, leadFocus: 0, phraseInLead: false, phraseInKorean: false,
            lifecycle: false, lifecycleInLead: false)
        let base = model.score(plain)
        #expect(base == 8 * (model.coverage.floor + 1))
        var phrase = plain
        phrase.phraseInLead = true
        #expect(model.score(phrase) == base * model.bonuses.phraseInLead)
        var half = plain
        half.coverage = 0.5
        #expect(model.score(half) == 8 * (model.coverage.floor + 0.25))
        var moment = plain
        moment.lifecycle = true
        #expect(model.score(moment) == base * model.bonuses.lifecycle)
    }

    @Test func theExplanationSaysEachFactor() throws {
        let (_, features) = try measured()
        let factors = RankingExplanation.factors(
            features[1].features, model: model, weights: model.weightsDescription, alsoOn: ["Color"])
        #expect(factors.first == .bm25(10, weights: model.weightsDescription))
        #expect(factors.contains(.termsInLead(0.5)))
        #expect(factors.contains { if case .leadFocus(let share) = $0 { abs(share - 1.0 / 3) < 1e-9 } else { false } })
        #expect(factors.last == .alsoOn(["Color"]))
    }
}
