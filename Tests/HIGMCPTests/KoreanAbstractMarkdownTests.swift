import HIGModel
import Testing

@testable import HIGKnowledgeBase
@testable import HIGMCP

/// An agent asking in Korean gets the page's Korean abstract, the community's labelled as the
/// machine translation it mostly is, as `hig show --lang ko` labels it.
@Suite("Korean abstract for an agent")
struct KoreanAbstractMarkdownTests {
    static func page(_ source: KoreanSource) -> PageDetail {
        var page = Page(id: "top-shelf", title: "Top Shelf", abstract: "Top Shelf shows content from your app.")
        page.abstractKo = "톱 선반은 앱에서 콘텐츠를 표시합니다."
        page.abstractKoSource = source
        return PageDetail(page: page, practices: [], referencingPages: [], referencingPractices: [], pageTitles: [:])
    }

    @Test("ko labels the community's abstract and not Apple's")
    func labelled() {
        let community = PageMarkdown(paths: PathDisplay(), language: .ko).render(Self.page(.community))
        #expect(community.contains("(기계 번역) 톱 선반은 앱에서 콘텐츠를 표시합니다."), "\(community)")
        let apple = PageMarkdown(paths: PathDisplay(), language: .ko).render(Self.page(.apple))
        #expect(apple.contains("\n톱 선반은 앱에서 콘텐츠를 표시합니다."), "\(apple)")
        #expect(!apple.contains("기계 번역"), "\(apple)")
    }
}
