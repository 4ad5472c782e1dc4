import HIGIndex
import HIGModel
import Testing

@Suite("Page listings read from rows")
struct PageSummaryTests {
    @Test("page summaries picked out by SQLite match the decoded pages")
    func summariesMatchPages() throws {
        let reader = try IndexReader(indexPath: TestIndex.path)
        let summaries = try reader.pageSummaries()
        let pages = try reader.pages()
        #expect(summaries.count == 12)
        #expect(
            summaries
                == pages.map {
                    PageSummary(
                        id: $0.id, title: $0.title, sources: $0.sources, practiceCount: $0.practices.count,
                        platforms: $0.platforms)
                })
    }
}
