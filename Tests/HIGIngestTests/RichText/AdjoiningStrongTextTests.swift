import HIGModel
import HIGParsers
import Testing

@testable import HIGIngest

@Suite("Bold before a Korean particle")
struct AdjoiningStrongTextTests {
    typealias Piece = AdjoiningStrongText.Piece

    @Test("asterisks CommonMark leaves between punctuation and a particle are bold")
    func particleAfterPunctuation() {
        #expect(
            AdjoiningStrongText.pieces(of: "**San Francisco(SF)**는 산세리프체입니다.") == [
                Piece(text: "San Francisco(SF)", strong: true), Piece(text: "는 산세리프체입니다.", strong: false),
            ])
        #expect(
            AdjoiningStrongText.pieces(of: "서체는 **New York(NY)**과 **SF**입니다") == [
                Piece(text: "서체는 ", strong: false), Piece(text: "New York(NY)", strong: true),
                Piece(text: "과 ", strong: false), Piece(text: "SF", strong: true),
                Piece(text: "입니다", strong: false),
            ])
        #expect(
            AdjoiningStrongText.pieces(of: "見出し**「重要」**です") == [
                Piece(text: "見出し", strong: false), Piece(text: "「重要」", strong: true),
                Piece(text: "です", strong: false),
            ])
    }

    @Test("other asterisks stay as they are")
    func otherAsterisks() {
        for text in [
            "2 ** 3 ** 4", "**(a)**b", "no asterisks", "***연동*, *사용*", "한국어 ** 띄어 쓴 **다", "**", "",
        ] {
            #expect(AdjoiningStrongText.pieces(of: text) == [Piece(text: text, strong: false)], "\(text)")
        }
    }

    @Test("a Korean paragraph read from Markdown keeps the bold and loses the asterisks")
    func readFromMarkdown() throws {
        let document = MarkdownParser.parse("**San Francisco(SF)**는 **가장** 널리 쓰입니다.")
        let paragraph = try #require(document.children.first)
        let runs = MarkdownBlockWalker().inline(paragraph).runs
        #expect(runs.map(\.text) == ["San Francisco(SF)", "는 ", "가장", " 널리 쓰입니다."])
        #expect(runs.map(\.marks) == [[TextRun.Mark.strong], nil, [.strong], nil])
    }
}
