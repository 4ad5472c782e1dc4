import HIGKnowledgeBase
import HIGModel
import Testing

@testable import HIGCommandLine

/// The Korean under each result: `hig query` shows its first sentence as the MCP search does.
@Suite("Korean first sentence in result lists")
struct KoreanFirstSentenceTests {
    @Test("a translation whose first sentence ends in 。 is cut there, as the MCP search cuts it")
    func ideographicFullStop() {
        let practice = Practice(
            id: "p/keep-it", lead: "Keep it short.", body: "", ko: "짧게 유지합니다。 둘째 문장입니다.", page: "p",
            section: "", strength: .should)
        let text = PracticeText(terminal: Terminal(fileDescriptor: -1), paths: PathDisplay(), language: .both)
            .render(practice, number: 1, pageTitle: "P")
        #expect(text.contains("짧게 유지합니다。"))
        #expect(!text.contains("둘째"), "\(text)")
        #expect(FirstSentence.of(practice.ko!) == "짧게 유지합니다。")
    }
}
