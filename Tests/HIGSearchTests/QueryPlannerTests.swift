import HIGSearch
import Testing

/// The planner over an in-memory lexicon: what becomes a term, what each term also searches for.
struct QueryPlannerTests {
    let lexicon = FakeLexicon(
        groups: [
            "split view": ["split view", "분할 화면"], "버튼": ["버튼", "button"], "button": ["button", "버튼"],
            "toast": ["toast", "banner"],
        ],
        findable: ["button", "color", "split", "view", "banner", "audio", "services", "play", "system", "sound"],
        vocabulary: ["button": 40, "batten": 2, "colour": 3])

    func plan(_ query: String) throws -> QueryPlan {
        try QueryPlanner().plan(query, lexicon: lexicon)
    }

    @Test func stopWordsAreLeftOutButKeptInThePhrase() throws {
        let plan = try plan("how should I color the button")
        #expect(plan.terms.map(\.original) == ["color", "button"])
        #expect(plan.phrase == "how should i color the button")
    }

    @Test func aGlossaryPhraseIsOneTermWithItsGroup() throws {
        let plan = try plan("split view")
        #expect(plan.terms.map(\.original) == ["split view"])
        #expect(plan.terms[0].synonyms == ["분할 화면"])
        #expect(plan.terms[0].expression == #"("split view" OR "분할 화면")"#)
    }

    @Test func aKoreanWordSearchesItsEnglishAsTyped() throws {
        let term = try #require(try plan("버튼을").terms.first)
        #expect(term.original == "버튼")
        #expect(term.alternatives == [#""버튼"*"#, #""button""#])
        #expect(term.exactCount == 2)
        #expect(term.originalExpression == #"("버튼"* OR "button")"#)
    }

    @Test func aWordThatFindsNothingIsCorrectedNearestAndCommonestFirst() throws {
        let term = try #require(try plan("butten").terms.first)
        #expect(term.corrections == ["button", "batten"])
        #expect(term.alternatives.prefix(3) == [#""butten""#, #""button""#, #""batten""#])
        #expect(term.exactCount == 1)
        // The correction's own group comes along.
        #expect(term.synonyms == ["버튼"])
    }

    @Test func jargonTheGlossaryExplainsIsNotCorrected() throws {
        let term = try #require(try plan("toast").terms.first)
        #expect(term.corrections.isEmpty)
        #expect(term.synonyms == ["banner"])
    }

    @Test func anUnknownIdentifierIsSearchedAsItsWords() throws {
        #expect(
            try plan("AudioServicesPlaySystemSound").terms.map(\.original) == [
                "audio", "services", "play", "system", "sound",
            ])
    }

    @Test func wordsPastTheLimitAreSaidNotSearched() throws {
        let words = (1...(RankingModel.standard.maximumTerms + 2)).map { "word\($0)" }
        let plan = try plan(words.joined(separator: " "))
        #expect(plan.terms.count == RankingModel.standard.maximumTerms)
        #expect(plan.ignoredWords == Array(words.suffix(2)))
    }

    @Test func aComparisonHasASideEachWay() throws {
        let sides = try #require(ComparisonSides(try plan("split view or button")))
        #expect(sides.left == ["split view"])
        #expect(sides.right == ["button"])
    }
}
