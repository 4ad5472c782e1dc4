import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// A Korean query copied from a Mac file name (decomposed Hangul), from the web (a zero-width
/// space) or typed in fullwidth Latin finds what the plain query finds.
@Suite("Korean queries in other encodings")
struct KoreanQueryFoldingTests {
    /// Each query word alone leads elsewhere: 오디오 alone to the second practice, 중단 alone to
    /// the download, 경 and 고 apart to the route. Only the whole words lead where the plain
    /// query does, so a character left unfolded changes the first answer.
    static let content = try! InlineContent([
        "playing-audio.md": """
        # Playing audio

        # Best practices

        **Respond smoothly to audio interruptions.** Pause playback while a call goes on.
        > 오디오 중단에 부드럽게 대응합니다. 전화가 오면 재생을 일시 정지합니다.

        **Play audio only when people expect it.** Audio that starts by itself surprises people.
        > 사람들이 기대할 때만 오디오를 재생합니다. 회의 중 저절로 시작되는 오디오는 사람들을 놀라게 합니다.

        **Resume a download after an interruption.** People expect the rest to arrive.
        > 중단된 다운로드를 다시 시작합니다. 중단 뒤에도 나머지를 받습니다.

        **Use alerts sparingly.** People read an alert only when it matters.
        > 경고는 드물게 사용합니다. 사람들은 중요한 경고만 읽습니다.

        **Show the route plainly.** A short route is easy to follow.
        > 경로를 보여 줍니다. 경로, 경로.
        """
    ])

    private static func first(_ query: String) throws -> String? {
        try content.engine().search(query, filters: .everyKind, limit: 3).hits.compactMap(\.practice?.id).first
    }

    @Test(
        "decomposed Hangul, zero-width characters and fullwidth Latin rank as the plain query",
        arguments: [
            ("오디오 중단", "오디오 중단".decomposedStringWithCanonicalMapping),
            ("오디오 중단", "오디오 중\u{200B}단"),
            ("audio 중단", "ａｕｄｉｏ 중단"),
            ("경고", "경\u{FEFF}고"),
        ])
    func foldedQueries(plain: String, written: String) throws {
        #expect(Array(plain.unicodeScalars) != Array(written.unicodeScalars))
        let expected = try #require(try Self.first(plain))
        #expect(try Self.first(written) == expected)
    }
}
