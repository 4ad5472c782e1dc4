import HIGModel
import HIGTestSupport
import Testing

@Suite("Guidance that only Korean notes give")
struct KoreanOnlyGuidanceTests {
    private func ingest(_ files: [String: String]) throws -> RuleGraph {
        let content = try TemporaryDirectory()
        for (name, text) in files { try content.write(name, text) }
        try content.write("taxonomy.yml", try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        return HIGIngestHelpers.ingest(content.path).graph
    }

    private static let english = """
        # Launching

        ## Launch screens

        **Downplay the launch experience.** A launch screen isn't an opportunity for artistic expression.

        **Design a launch screen that's nearly identical to the first screen of your app.** Match the first screen.

        **Don't advertise.** The launch screen isn't a branding opportunity.

        ## visionOS

        **Consider launching in the Shared Space even if your app is fully immersive.** Open a window first.
        """

    /// Machine-translated study notes of an older version: Korean under each English paragraph.
    private static let bilingual = """
        # **[patterns] launching**

        ## Launch screens

        **Downplay the launch experience.** A launch screen isn't an opportunity for artistic expression.
        > 실행 경험을 과장하지 마십시오. 실행 화면은 예술적 표현의 기회가 아닙니다.

        **Design a launch screen that's nearly identical to the first screen of your app.** Match the first screen.
        > 앱의 첫 화면과 거의 동일한 실행 화면을 디자인하십시오. 첫 화면과 일치시키세요.

        **Don't advertise.** The launch screen isn't a branding opportunity.
        > 광고하지 마세요. 실행 화면은 브랜드화 기회가 아닙니다.
        """

    /// A Korean-only translation: English headings, Korean practices in another order, one
    /// practice the English sources lack, and one written as a `####` heading.
    private static let koreanOnly = """
        # Launching

        ## Launch screens

        **앱의 첫 번째 화면과 거의 동일한 런치 스크린을 디자인하세요.**

        첫 화면과 일치시키세요.

        **광고는 하지 마세요.**

        런치 스크린은 브랜드를 홍보하는 용도가 아닙니다.

        **실행 경험을 과장하지 마세요.**

        런치 스크린은 예술적 표현을 위한 것이 아닙니다.

        #### 런치 스크린에 텍스트를 넣는 것은 피하세요

        텍스트는 지역화되지 않습니다.

        ## visionOS

        **가능하면 빨리 실행하세요.**

        앱이 늦게 로드되면 시스템이 윈도우를 표시합니다.

        **앱이 완전히 몰입하는 경우에도 Shared Space에서 실행하는 것을 고려하세요.**

        Shared Space에서 윈도우를 여세요.
        """

    @Test("Korean-only practices attach to the English they translate by content, not by order")
    func attachByContent() throws {
        let graph = try ingest([
            "launching.md": Self.english, "launching.ko.md": Self.bilingual, "launching.kr.md": Self.koreanOnly,
        ])
        func sourceLines(_ lead: String) throws -> [Int] {
            let practice = try #require(graph.practices.first { $0.lead.hasPrefix(lead) }, "\(lead)")
            return practice.sources.filter { $0.file.hasSuffix("launching.kr.md") }.map(\.line)
        }
        #expect(try sourceLines("Design a launch screen") == [5])
        #expect(try sourceLines("Don't advertise") == [9])
        #expect(try sourceLines("Downplay the launch experience") == [13])
        #expect(try sourceLines("Consider launching in the Shared Space") == [27])
        let shared = try #require(graph.practices.first { $0.lead.hasPrefix("Consider launching in the Shared Space") })
        #expect(shared.ko?.hasPrefix("앱이 완전히 몰입하는 경우에도") == true)
    }

    @Test("Korean guidance no English source has becomes a practice of its own, with a strength from its ending")
    func ownPractices() throws {
        let graph = try ingest([
            "launching.md": Self.english, "launching.ko.md": Self.bilingual, "launching.kr.md": Self.koreanOnly,
        ])
        let quickly = try #require(graph.practices.first { $0.lead == "가능하면 빨리 실행하세요." })
        #expect(quickly.section == "visionOS")
        #expect(quickly.platforms == ["visionos"])
        #expect(quickly.strength == .should)
        #expect(quickly.isKoreanOnly)
        #expect(quickly.koreanText?.contains("시스템이 윈도우를 표시합니다") == true)
        let text = try #require(graph.practices.first { $0.lead == "런치 스크린에 텍스트를 넣는 것은 피하세요" })
        #expect(text.strength == .avoid)
        #expect(text.section == "Launch screens")
        #expect(graph.practices.count == 6)
    }

    @Test("a note written wholly in Korean, headings too, still gives practices in its sections")
    func whollyKorean() throws {
        let note = """
            # 시트

            ## 모범 사례

            **시트는 짧게 유지하세요.** 시트는 잠시 사용하는 화면입니다.

            **시트 위에 또 시트를 띄우지 마세요.** 사람들이 길을 잃습니다.
            """
        let graph = try ingest(["sheets.md": note])
        #expect(graph.practices.map(\.lead) == ["시트는 짧게 유지하세요.", "시트 위에 또 시트를 띄우지 마세요."])
        #expect(graph.practices.map(\.strength) == [.should, .mustNot])
        #expect(graph.pages.first?.sections.map(\.title) == ["모범 사례"])
    }

    @Test("the shipped Korean-only Launching notes attach where they belong, one paragraph apart no more")
    func shippedLaunching() throws {
        let file = "Content/markdown-bilingual/launching.ko-yujinkim1.md"
        func line(_ lead: String) -> [Int] {
            TestContent.graph.practices.first { $0.lead.hasPrefix(lead) }?.sources.filter { $0.file == file }.map(
                \.line)
                ?? []
        }
        #expect(line("Downplay the launch experience.") == [78])
        #expect(line("Design a launch screen that’s nearly identical") == [61])
        #expect(line("Avoid including text on your launch screen") == [72])
        #expect(line("Consider launching in the Shared Space") == [114])
        #expect(TestContent.graph.practices.contains { $0.lead == "가능하면 빨리 실행하세요." && $0.page == "launching" })
    }

    /// The Korean-only note's "적절한 시점에 개인 데이터에 접근할 권한을 요청하세요." translates the
    /// Launching list item about when to ask for permissions, so the query finds that practice
    /// through the note.
    @Test("Korean-only guidance is found by a Korean query")
    func searchable() throws {
        // The note is a community translation's, and Apple's 2024 Launching page no longer asks
        // about permissions, so it is found when every kind and outdated guidance are asked for.
        var history = GuidelineFilter.everyKind
        history.includeOutdated = true
        let hits = try TestIndex.engine.search("개인 데이터 권한", filters: history, limit: 5).hits.compactMap(\.practice)
        let first = try #require(hits.first)
        #expect(first.page == "launching")
        #expect(first.sources.contains { $0.file.hasSuffix("launching.ko-yujinkim1.md") })
    }
}
