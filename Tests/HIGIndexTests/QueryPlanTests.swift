import HIGSearch
import Testing

@testable import HIGIndex

@Suite("Query plans")
struct QueryPlanTests {
    private static func term(_ word: String) -> QueryPlan.Term {
        QueryPlan.Term(original: word, alternatives: [QueryPlan.quoted(word)], corrections: [], synonyms: [])
    }

    private let plan = QueryPlan(
        terms: ["app", "goes", "background"].map(term), phrase: "my app goes to the background")

    @Test("every quote is doubled, even one a combining mark joins to the next character")
    func quotesDoubled() {
        #expect(QueryPlan.quoted("audio") == "\"audio\"")
        #expect(QueryPlan.quoted("a\"b") == "\"a\"\"b\"")
        #expect(QueryPlan.quoted("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(QueryPlan.quoted("\"") == "\"\"\"\"")
    }

    @Test("when every term matches, candidates come from the phrase, then every term in the lead, then anywhere")
    func everyTermFound() {
        #expect(
            plan.candidateMatches(found: [true, true, true]) == [
                "{lead ko} : \"my app goes to the background\"",
                "{lead ko} : \"app\" AND {lead ko} : \"goes\" AND {lead ko} : \"background\"",
                "\"app\" AND \"goes\" AND \"background\"",
            ])
    }

    @Test("a term that matches nothing is left out of the sets that need every term")
    func termNotFound() {
        #expect(
            plan.candidateMatches(found: [true, false, true]) == [
                "{lead ko} : \"app\" AND {lead ko} : \"background\"", "\"app\" AND \"background\"",
            ])
        #expect(
            plan.candidateMatches(found: [false, false, true]) == ["{lead ko} : \"background\"", "\"background\""])
        #expect(plan.candidateMatches(found: [false, false, false]) == ["\"app\" OR \"goes\" OR \"background\""])
    }

    @Test("past every term, every term but the commonest adds to the candidates, then any term")
    func fewerTerms() {
        let any = "\"app\" OR \"goes\" OR \"background\""
        #expect(plan.fewerTerms(counts: [4_821, 2_077, 6_797]) == ["\"app\" AND \"goes\"", any])
        #expect(plan.fewerTerms(counts: [4_821, 0, 6_797]) == ["\"app\"", any])
        #expect(plan.fewerTerms(counts: [0, 0, 6_797]).isEmpty)
        #expect(plan.fewerTerms(counts: [0, 0, 0]).isEmpty)
    }

    @Test("a query of one term has no phrase and nothing to leave out")
    func oneTerm() {
        let single = QueryPlan(terms: [Self.term("sheet")], phrase: "the sheet")
        #expect(single.phraseInLead == nil)
        #expect(single.candidateMatches(found: [true]) == ["{lead ko} : \"sheet\"", "\"sheet\""])
        #expect(single.candidateMatches(found: [false]) == ["\"sheet\""])
        #expect(single.fewerTerms(counts: [1_200]).isEmpty)
    }
}
