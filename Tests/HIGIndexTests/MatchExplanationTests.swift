import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// `--explain`'s matched fields and the words no guideline holds, on the whole shipped HIG.
@Suite("Explaining matches and unanswered words")
struct MatchExplanationTests {
    @Test("--explain says which query words matched which field, and the words that matched there")
    func matchedFields() throws {
        let query = "how big are tap targets on a Mac"
        let hits = try TestIndex.wholeEngine.search(query, limit: 5, explainMatches: true).hits
            .filter { $0.kind == .practice }
        let tapTargets = hits.compactMap { hit in hit.explanation.matches.first { $0.term == "tap targets" } }
        #expect(
            tapTargets.contains { match in match.fields.contains { $0.otherWords.contains("control size") } },
            "\(tapTargets)")
        #expect(hits.allSatisfy { hit in hit.explanation.matches.map(\.term).contains("big") })
        let plain = try TestIndex.wholeEngine.search(query, limit: 5).hits
        #expect(plain.allSatisfy { $0.explanation.matches.isEmpty })
    }

    @Test("a word no guideline holds is named as unanswered, even when the rest is covered")
    func unfoundWord() throws {
        let query = "ethereum alert with a cancel button and a destructive action"
        let response = try TestIndex.wholeEngine.search(query, limit: 3)
        #expect(response.unmentioned == ["ethereum"], "\(response.unmentioned)")
        #expect(response.hits.contains { $0.kind == .practice })
    }
}
