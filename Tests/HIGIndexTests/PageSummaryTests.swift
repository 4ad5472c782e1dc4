import HIGIndex
import HIGModel
import HIGTestSupport
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
                == pages.map { page in
                    var summary = PageSummary(
                        id: page.id, title: page.title, sources: page.sources, practiceCount: page.practices.count,
                        platforms: page.platforms)
                    summary.edition = page.edition
                    summary.url = page.url
                    summary.sourceDetails = page.sourceDetails ?? []
                    return summary
                })
    }
}
