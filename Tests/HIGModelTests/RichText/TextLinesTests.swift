import HIGModel
import Testing

@Suite("Lines of a text")
struct TextLinesTests {
    /// A carriage return and line feed are one character, a line feed before a combining mark
    /// is one of its own: the byte split must cut where the character split cuts.
    static let texts = [
        "", "\n", "\n\n", "one line", "lead\nbody", "\nfirst\n\nsecond\n", "windows\r\nline\nunix",
        "only\r\n", "mark\n\u{301}after", "한국어\n문장\n", "emoji 👩‍👩‍👧\nflag 🏴󠁧󠁢󠁳󠁣󠁴󠁿\n\n",
    ]

    @Test("split gives the lines that a split by character gives", arguments: texts)
    func split(_ text: String) {
        #expect(TextLines.split(text) == text.split(separator: "\n"))
    }

    @Test("first gives the first of those lines", arguments: texts)
    func first(_ text: String) {
        #expect(TextLines.first(text) == text.split(separator: "\n").first)
    }
}
