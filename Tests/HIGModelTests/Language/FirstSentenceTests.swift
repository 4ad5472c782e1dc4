import HIGModel
import Testing

@Suite("The first sentence of a text")
struct FirstSentenceTests {
    /// The definition, over characters: what the search over scalars must give.
    private static func byCharacters(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        if let end = line.firstIndex(where: { ".!?。".contains($0) }) { return String(line[...end]) }
        return line.count > 120 ? String(line.prefix(120)) + "…" : line
    }

    /// A stop a combining mark follows is no stop, nor one a prepended mark takes into its
    /// character; Korean ends in 。 or a period; a line without a stop is cut at 120 characters.
    static let texts = [
        "", "Keep it short. Then more.", "Ask first! Then act.", "Why? Because.", "짧게 유지합니다。 둘째 문장입니다.",
        "한국어 문장입니다. 둘째.", "a.\u{301} not here. here", "e\u{301}. after a mark", ".\u{301}!", "\u{600}. prepended",
        "no stop at all", String(repeating: "가", count: 130), "first line\nsecond. line", "\n\nlater. line",
        "emoji 👩‍👩‍👧 ends here. not", "flag 🏴󠁧󠁢󠁳󠁣󠁴󠁿? yes", "windows\r\nline. two",
    ]

    @Test("it is the one a search by characters finds", arguments: texts)
    func sameAsCharacters(_ text: String) {
        #expect(FirstSentence.of(text) == Self.byCharacters(text))
    }
}
