import HIGIndex
import HIGSearch
import Testing

@Suite("Text normalizer: invisible characters and fullwidth forms")
struct WordFoldingTests {
    /// Kept equal to `foldingCases` in Tests/site-js/search.test.mjs.
    static let cases: [(String, [String])] = [
        ("au\u{200B}dio", ["audio"]),
        ("inter\u{AD}ruption", ["interruption"]),
        ("ｉＰａｄ ａｕｄｉｏ", ["ipad", "audio"]),
        ("re\u{2060}spond\u{FEFF}", ["respond"]),
        ("al\u{202E}erts\u{2066}", ["alerts"]),
        ("오디\u{200B}오를", ["오디오"]),
        // 오디오를 decomposed, a soft hyphen between the two jamo of 디.
        ("\u{110B}\u{1169}\u{1103}\u{AD}\u{1175}\u{110B}\u{1169}\u{1105}\u{1173}\u{11AF}", ["오디오"]),
        ("오디".decomposedStringWithCanonicalMapping + "오를", ["오디오"]),
        ("ＳｗｉｆｔＵＩ를", ["swiftui"]),
    ]

    @Test("a zero-width space or soft hyphen inside a word keeps it one word; fullwidth Latin is Latin")
    func folding() {
        for (input, expected) in Self.cases {
            #expect(TextNormalizer.tokens(input) == expected, "\(input.unicodeScalars.map(\.value))")
        }
    }
}
