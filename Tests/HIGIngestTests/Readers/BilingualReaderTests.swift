import HIGModel
import HIGTestSupport
import Testing

@Suite("Korean study notes")
struct BilingualReaderTests {
    @Test("each English paragraph and list item takes the '> ' Korean that follows it")
    func translationsAttach() throws {
        let result = SingleFile.ingest("markdown-bilingual/multitasking.ko.md")
        #expect(result.graph.pages.first?.title == "Multitasking")
        #expect(result.graph.practices.count == 13)
        #expect(result.graph.practices.allSatisfy { $0.ko != nil })
        let audio = try #require(result.graph.practices.first { $0.lead == "Respond smoothly to audio interruptions." })
        #expect(audio.ko?.hasPrefix("오디오 중단에 부드럽게 대응합니다.") == true)
        #expect(audio.ko?.contains("음악, 팟캐스트 또는 오디오북 재생과 같은") == true, "the '- >' list translations")
        let window = try #require(result.graph.practices.first { $0.lead.hasPrefix("Use the term window") })
        #expect(window.lead == "Use the term window in user-facing content.")
        let page = try #require(result.graph.pages.first)
        let prose = (page.prose ?? []) + page.sections.flatMap { $0.prose ?? [] }
        let expect = try #require(prose.first { $0.text.hasPrefix("People expect to use multitasking") })
        #expect(expect.ko?.isEmpty == false, "prose keeps its English and takes the Korean after it")
    }

    @Test("Korean-only notes under English headings are practices alone, and attach to the English when merged")
    func koreanOnlyAlignment() throws {
        let result = SingleFile.ingest("markdown-bilingual/playing-audio.ko-i-colours-u.md")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Playing audio")
        let alone = result.graph.practices
        #expect(alone.count == 10, "the ten Korean headings written as guidance")
        #expect(alone.allSatisfy { $0.isKoreanOnly })
        #expect(alone.first?.lead == "전체 볼륨을 조정하지 말고 필요할 때 자동으로 레벨을 조정하세요.")
        #expect(alone.first { $0.lead.hasPrefix("오디오 컨트롤의 용도를 변경하지 마세요") }?.strength == .mustNot)

        let merged = TestContent.graph
        let levels = try #require(
            merged.practices.first { $0.lead.hasPrefix("Adjust levels automatically when necessary") })
        #expect(levels.sources.contains { $0.file == "Content/markdown-bilingual/playing-audio.ko-i-colours-u.md" })
        #expect(!merged.practices.contains { $0.lead.hasPrefix("전체 볼륨을 조정하지 말고") })
    }

    @Test("front matter lists the supported platforms")
    func frontMatterPlatforms() throws {
        let result = SingleFile.ingest("markdown-bilingual/launching.ko-yujinkim1.md")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Launching")
        #expect(page.platforms == ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
        #expect(result.diagnostics.isEmpty)
    }
}
