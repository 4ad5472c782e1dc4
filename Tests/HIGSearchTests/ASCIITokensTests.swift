import Testing

@testable import HIGSearch

/// ASCII text is tokenized from its bytes; the tokens must be those of the scalar walk that any
/// other text takes, since the index and every query share them.
@Suite("ASCII tokens")
struct ASCIITokensTests {
    @Test(
        "tokens cut from bytes are the tokens of the scalar walk",
        arguments: [
            "", " ", "\r\n", "Respond smoothly, to AUDIO!", "44x44pt @2x", "1800X1200 px, a11y h264", "16:9 4K 2x2x2",
            "__init__ snake_case", "don't", "\u{0}\u{7F}tab\tand\u{1F}controls", "9", "9a9", "a9a",
            "UIApplication.shared",
            "sceneDidEnterBackground(_:)", "~!@#$%^&*()", "trailing digits 123", "ABC DEF",
            "don’t “quote” — dash – en ‘single’", "’", "44—45", "a’b",
        ])
    func asciiTokens(text: String) {
        #expect(TextNormalizer.asciiTokens(text) == TextNormalizer.scalarTokens(text))
        #expect(TextNormalizer.tokens(text) == TextNormalizer.scalarTokens(text))
    }
}
