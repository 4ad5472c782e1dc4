import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// `--explain`'s matched fields and the words no guideline holds.
@Suite("Explaining matches and unanswered words")
struct MatchExplanationTests {
    /// The glossary reads "tap targets" as "control size", which only the body of the last says.
    static let content = try! InlineContent([
        "alerts.md": """
        # Alerts

        ## Best practices

        **Use a cancel button in an alert.** Label it Cancel so people can back out.

        **Mark a destructive action as destructive.** The system shows it in red.

        **Keep alert titles short.** One line is best.

        **Give controls a big enough hit region.** Make each control size at least 44 by 44 points on \
        iPhone and 28 by 28 on a Mac.
        """
    ])

    @Test("--explain says which query words matched which field, and the words that matched there")
    func matchedFields() throws {
        let query = "how big are tap targets on a Mac"
        let engine = try Self.content.engine()
        let hits = try engine.search(query, filters: .everyKind, limit: 5, explainMatches: true).hits
            .filter { $0.kind == .practice }
        let tapTargets = hits.compactMap { hit in hit.explanation.matches.first { $0.term == "tap targets" } }
        #expect(
            tapTargets.contains { match in match.fields.contains { $0.otherWords.contains("control size") } },
            "\(tapTargets)")
        #expect(hits.allSatisfy { hit in hit.explanation.matches.map(\.term).contains("big") })
        let plain = try engine.search(query, filters: .everyKind, limit: 5).hits
        #expect(plain.allSatisfy { $0.explanation.matches.isEmpty })
    }

    @Test("a word no guideline holds is named as unanswered, even when the rest is covered")
    func unfoundWord() throws {
        let query = "ethereum alert with a cancel button and a destructive action"
        let response = try Self.content.engine().search(query, filters: .everyKind, limit: 3)
        #expect(response.unmentioned == ["ethereum"], "\(response.unmentioned)")
        #expect(response.hits.contains { $0.kind == .practice })
    }
}
