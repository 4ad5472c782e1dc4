import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// The site's search answers a question about a number with the same rows of Apple's tables as
/// `hig query`, in the same order: the scripts run under node over the site's search data.
@Suite("Site and command line give the same table rows", .tags(.node))
struct SiteTableAgreementTests {
    /// Questions people ask about Apple's numbers, in English and Korean, beside every judged query.
    static let numberQuestions = [
        "minimum tap target size", "how big should tap targets be", "body text size", "default font size on tvOS",
        "app icon sizes", "watch complication sizes", "최소 탭 영역 크기", "글꼴 크기", "keyboard shortcut for undo",
        "44 points", "tracking values", "corner radius of a button", "아이콘 크기",
        "line height for body text", "large title font size", "본문 글자 크기", "font size for footnotes",
        "headline font size", "font size of captions", "button font size", "font weight for headline",
        "헤드라인 폰트 굵기",
    ]

    @Test("on the whole HIG, every judged query and number question gets the same rows")
    func wholeHIG() throws {
        let queries =
            Self.numberQuestions
            + (RelevanceTests.wholeJudgements + RelevanceTests.peopleJudgements + RelevanceTests.koreanJudgements)
            .map(\.query)
        let site = try JSONDecoder().decode(
            [[String]].self,
            from: try SiteAgreementTests.siteDriver(queries, graph: TestContent.whole.graph, answering: "tables"))
        #expect(site.count == queries.count)
        var answered = 0
        for (query, siteRows) in zip(queries, site) {
            let cliRows = try TestIndex.wholeEngine.search(query, limit: 1).tableRows.map(\.id)
            if !cliRows.isEmpty { answered += 1 }
            #expect(siteRows == cliRows, "\(query)\n    hig query: \(cliRows)\n    site:      \(siteRows)")
        }
        // The comparison is worth something only where tables answer: most number questions do.
        #expect(answered >= Self.numberQuestions.count / 2, "\(answered) queries answered with table rows")
    }
}
