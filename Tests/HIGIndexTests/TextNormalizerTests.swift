import HIGIndex
import HIGSearch
import Testing

@Suite("Text normalizer")
struct TextNormalizerTests {
    @Test(
        "Korean particles come off, Latin and Hangul split, case and composition fold",
        arguments: [
            ("오디오를", ["오디오"]),
            ("알림을 보내기", ["알림", "보내기"]),
            ("SwiftUI를", ["swiftui"]),
            ("iPad에서", ["ipad"]),
            ("백그라운드에서는", ["백그라운드"]),
            ("Respond smoothly, to AUDIO!", ["respond", "smoothly", "to", "audio"]),
            ("아이", ["아이"]),
            ("창의 상태", ["창의", "상태"]),
            ("44x44pt @2x", ["44", "x", "44", "pt", "2", "x"]),
            ("1800x1200 px, a11y h264", ["1800", "x", "1200", "px", "a11y", "h264"]),
        ])
    func tokens(input: String, expected: [String]) {
        #expect(TextNormalizer.tokens(input) == expected)
    }

    @Test("decomposed Hangul (NFD) normalizes like composed Hangul")
    func composition() {
        let decomposed = "오디오를".decomposedStringWithCanonicalMapping
        #expect(TextNormalizer.tokens(decomposed) == ["오디오"])
    }
    @Test("a query word's second particle is stripped, an ambiguous one is kept")
    func stackedParticle() {
        #expect(TextNormalizer.strippingStackedParticle("메뉴에") == "메뉴")
        #expect(TextNormalizer.strippingStackedParticle("화면에서") == "화면")
        #expect(TextNormalizer.strippingStackedParticle("아이") == "아이")
        #expect(TextNormalizer.strippingStackedParticle("에서") == "에서")
        #expect(TextNormalizer.strippingStackedParticle("menu") == "menu")
        #expect(TextNormalizer.tokens("메뉴에만").map(TextNormalizer.strippingStackedParticle) == ["메뉴"])
    }
}
