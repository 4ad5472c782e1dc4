import Foundation
import HIGKnowledgeBase
import HIGModel
import Testing

/// An explanation is a value; `hig query --explain` words it as lines and `--format json` gives
/// the lines and the value.
@Suite("Explanation wording")
struct RankExplanationWordingTests {
    private let explanation = RankExplanation(
        factors: [
            .bm25(59.814, weights: "lead ×10, body ×2"), .coverage(1, expandedShare: 0.7), .termsInLead(0.996),
            .leadFocus(0.4286), .phraseInKorean, .lifecycle, .pageTitle(0.3125, inLeadShare: 0.5),
            .alsoOn(["Sheets", "Modality"]),
        ],
        matches: [
            RankExplanation.TermMatch(
                term: "dismiss", fields: [RankExplanation.FieldMatch(field: "lead", label: "lead", otherWords: [])]),
            RankExplanation.TermMatch(
                term: "modal view",
                fields: [
                    RankExplanation.FieldMatch(field: "titles", label: "titles", otherWords: ["modality"]),
                    RankExplanation.FieldMatch(field: "ko", label: "Korean", otherWords: ["모달", "뷰", "모달리티", "창"]),
                ]),
            RankExplanation.TermMatch(term: "sheet", fields: []),
        ])

    @Test("each factor and each term's match is a line, shares in whole percent")
    func lines() {
        #expect(
            explanation.lines == [
                "bm25 59.81 (lead ×10, body ×2)",
                "covers 100% of the query's weight (typo corrections, synonyms and lifecycle cues count 70%)",
                "100% of the query's terms are in the lead",
                "the query's words make up 43% of the lead",
                "the query is a phrase in the Korean text",
                "concerns the lifecycle moment the query names",
                "its page's title names 31% of the query's weight (terms its lead holds count 50%)",
                "also on Sheets, Modality",
                "\"dismiss\" matched in lead",
                "\"modal view\" matched in titles (modality), Korean (모달, 뷰, 모달리티)",
                "\"sheet\" matched in no field",
            ])
    }

    @Test("results listed by filters or naming an entity say so")
    func otherResults() {
        #expect(RankExplanation(factors: [.filters]).lines == ["matches the filters"])
        #expect(RankExplanation(factors: [.entityBM25]).lines == ["bm25 over names, synonyms and callbacks"])
    }

    @Test("the JSON gives each factor by name with its value, and every word a term matched")
    func json() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(ExplanationJSON(explanation))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let factors = try #require(object["factors"] as? [[String: Any]])
        #expect(
            factors.map { $0["factor"] as? String } == [
                "bm25", "coverage", "termsInLead", "leadFocus", "phraseInKorean", "lifecycle", "pageTitle", "alsoOn",
            ])
        #expect(factors[0]["value"] as? Double == 59.814 && factors[0]["weights"] as? String == "lead ×10, body ×2")
        #expect(factors[1]["expandedShare"] as? Double == 0.7)
        #expect(factors[4]["value"] == nil)
        #expect(factors[6]["inLeadShare"] as? Double == 0.5)
        #expect(factors[7]["pages"] as? [String] == ["Sheets", "Modality"])
        let matches = try #require(object["matches"] as? [[String: Any]])
        let fields = try #require(matches[1]["fields"] as? [[String: Any]])
        #expect(fields[1]["field"] as? String == "ko" && fields[1]["label"] as? String == "Korean")
        #expect(fields[1]["otherWords"] as? [String] == ["모달", "뷰", "모달리티", "창"])
        #expect((matches[2]["fields"] as? [Any])?.isEmpty == true)
    }
}
