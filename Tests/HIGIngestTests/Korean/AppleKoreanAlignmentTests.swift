import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Apple's Korean edition of a page attached by structure and position, and what happens when the
/// structure, the page or the encoding does not line up.
@Suite("Apple's Korean, aligned")
struct AppleKoreanAlignmentTests {
    static let english = AlertsPage.english

    static let korean = AlertsPage.korean

    static let papago = """
        # **[components-presentation] alerts**

        ## Best practices

        **Use alerts sparingly.** Alerts give people important information, but they interrupt the current task.
        > 경보를 아껴서 사용합니다.
        """

    private func ingest(_ files: [String: String]) throws -> (IngestResult, TemporaryDirectory) {
        try SingleFile.ingest(files: files)
    }

    @Test("each guideline gets the Korean at its place, with the Korean titles; Apple's replaces Papago")
    func attachesByPosition() throws {
        let (result, _) = try ingest([
            "en/alerts.md": Self.english, "ko/alerts.md": Self.korean, "papago/alerts.md": Self.papago,
        ])
        let practices = result.graph.practices.filter { $0.page == "alerts" }
        #expect(practices.count == 4)
        let sparingly = try #require(practices.first { $0.lead == "Use alerts sparingly." })
        #expect(sparingly.ko?.hasPrefix("경고를 절제해서 사용하십시오.") == true)
        #expect(sparingly.koSource == .apple)
        let place = try #require(practices.first { $0.lead == "Place buttons where people expect." })
        #expect(place.ko?.hasPrefix("사람들이 예상하는 위치에") == true)
        let page = try #require(result.graph.pages.first { $0.id == "alerts" })
        #expect(page.titleKo == "경고")
        #expect(page.sections.first { $0.title == "Buttons" }?.titleKo == "버튼")
        #expect(!result.diagnostics.contains { $0.id.hasPrefix("ingest.korean.") })
    }

    @Test("a section with another number of guidelines gets none of them wrong, and the page says so")
    func differingSectionAttachesWhatAligns() throws {
        let extra = Self.korean.replacingOccurrences(
            of: "## 버튼\n", with: "## 버튼\n\n**버튼 제목에 동사를 사용하십시오.** 동작을 설명하는 동사를 쓰십시오.\n")
        let (result, _) = try ingest(["en/alerts.md": Self.english, "ko/alerts.md": extra])
        let practices = result.graph.practices.filter { $0.page == "alerts" }
        let create = try #require(practices.first { $0.lead == "Create succinct, logical button titles." })
        #expect(create.ko?.contains("동사를") != true)
        #expect(practices.first { $0.lead == "Use alerts sparingly." }?.koSource == .apple)
        let note = try #require(result.diagnostics.first { $0.id == "ingest.korean.partial-alignment" })
        #expect(note.message.contains("aligned 2 of 4 practices"))
        #expect(note.file.hasSuffix("ko/alerts.md"))
    }

    @Test("a Korean page whose structure matches nothing attaches nothing, with a diagnostic")
    func unmatchedStructureAttachesNothing() throws {
        let other = """
            # 경고

            Source: https://developer.apple.com/kr/design/human-interface-guidelines/alerts

            ### 전혀 다른 구성

            **다른 내용을 작성하십시오.** Siri와 HomeKit 및 CarPlay를 사용하십시오.
            """
        let (result, _) = try ingest(["en/alerts.md": Self.english, "ko/alerts.md": other])
        #expect(result.graph.practices.filter { $0.page == "alerts" }.allSatisfy { $0.ko == nil })
        #expect(result.diagnostics.contains { $0.id == "ingest.korean.unaligned" && $0.file.hasSuffix("ko/alerts.md") })
    }

    @Test("a Korean page with no Source URL and a title no English page has is a page of its own, with a warning")
    func undeclaredKoreanPageStaysApart() throws {
        let undeclared = """
            # 경고 안내

            ## 모범 사례

            **경고를 절제해서 사용하십시오.** 경고는 현재 작업을 중단합니다.
            """
        let (result, _) = try ingest(["en/alerts.md": Self.english, "ko/alertz.md": undeclared])
        #expect(result.graph.practices.filter { $0.page == "alerts" }.allSatisfy { $0.ko == nil })
        #expect(result.graph.pages.count == 2)
        #expect(
            result.diagnostics.contains { $0.id == "ingest.korean.unmatched-page" && $0.file.hasSuffix("ko/alertz.md") }
        )
    }

    @Test("decomposed Hangul (NFD) attaches as composed Hangul does")
    func decomposedHangulAligns() throws {
        let decomposed = Self.korean.decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > Self.korean.unicodeScalars.count)
        let (result, _) = try ingest(["en/alerts.md": Self.english, "ko/alerts.md": decomposed])
        let practices = result.graph.practices.filter { $0.page == "alerts" }
        #expect(practices.filter { $0.koSource == .apple }.count == 4)
        #expect(
            result.graph.pages.first { $0.id == "alerts" }?.sections.first { $0.title == "Buttons" }?.titleKo != nil)
    }
}
