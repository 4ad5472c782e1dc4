import HIGIndex
import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

@Suite("Filters")
struct GuidelineFilterTests {
    static let filters: [GuidelineFilter] = [
        GuidelineFilter(platforms: ["watchos"]),
        GuidelineFilter(platforms: ["ipados", "visionos"]),
        GuidelineFilter(states: ["app.background"]),
        GuidelineFilter(states: ["app.inactive>background", "scene.foreground-active>foreground-inactive"]),
        GuidelineFilter(styles: ["sheet"]),
        GuidelineFilter(styles: ["alert"], strengths: ["avoid", "must-not"]),
        GuidelineFilter(platforms: ["ipados"], pages: ["multitasking"], strengths: ["should"]),
        GuidelineFilter(sources: ["markdown-bilingual"]),
        GuidelineFilter(pages: ["sheets", "alerts"], sources: [".html"]),
    ]

    @Test("a filter admits the same practices in memory and in SQL", arguments: filters)
    func memoryAndSQLAgree(filter: GuidelineFilter) throws {
        let inMemory = TestContent.graph.practices.filter(filter.matches).map(\.id)
        let fromIndex = try IndexReader(indexPath: TestIndex.path).practices(matching: filter).map(\.id)
        #expect(fromIndex == inMemory)
        #expect(!inMemory.isEmpty, "each filter here should admit something in the shipped content")
        #expect(inMemory.count < TestContent.graph.practices.count, "and leave something out")
    }

    @Test("typed filter values resolve to IDs, unknown ones list the known values")
    func resolution() throws {
        let resolver = FilterResolver(
            taxonomy: TestContent.graph.taxonomy,
            pages: TestContent.graph.pages.map { PageTitle(id: $0.id, title: $0.title) })
        let filter = try resolver.resolve(
            FilterRequest(platform: ["iPad"], state: ["sceneDidEnterBackground"], style: ["시트"], page: ["Multitasking"])
        )
        #expect(filter.platforms == ["ipados"])
        #expect(filter.states.contains("scene.foreground-inactive>background"))
        #expect(filter.styles == ["sheet"])
        #expect(filter.pages == ["multitasking"])
        #expect(throws: UnknownFilterValue.self) { try resolver.resolve(FilterRequest(platform: ["android"])) }
    }

    @Test("a --since that is no date and a kind of change that does not exist are unknown filter values too")
    func changesRefusals() {
        let knowledgeBase = KnowledgeBase(indexPath: TestIndex.path)
        #expect(throws: UnknownFilterValue.self) { try knowledgeBase.changes(since: "last week") }
        #expect(throws: UnknownFilterValue.self) { try knowledgeBase.changes(since: "2022", kinds: ["renamed"]) }
    }
}
