import Foundation
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGCommandLine
@testable import HIGKnowledgeBase

/// A page's Korean abstract says who wrote it: Apple's is shown as it is, the community's (most of
/// it the 2022 machine translation) with the machine-translation label a paragraph's has, in
/// `hig show` and on the site.
@Suite("Korean abstract labels")
struct KoreanAbstractLabelTests {
    static func page(_ files: [String: String]) throws -> (RuleGraph, Page, TemporaryDirectory) {
        let (result, directory) = try SingleFile.ingest(files: files)
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        return (result.graph, page, directory)
    }

    static let community = [
        "markdown/top-shelf.md": TopShelfAbstracts.english,
        "community/top-shelf.md": TopShelfAbstracts.community,
    ]
    static let apple = [
        "markdown/top-shelf.md": TopShelfAbstracts.english,
        "apple-ko/top-shelf.md": TopShelfAbstracts.korean,
        "community/top-shelf.md": TopShelfAbstracts.community,
    ]

    @Test("the abstract's Korean records who wrote it")
    func abstractSource() throws {
        let (_, community, _) = try Self.page(Self.community)
        #expect(community.abstractKoSource == .community)
        #expect(community.isAbstractMachineTranslated)
        let (_, apple, _) = try Self.page(Self.apple)
        #expect(apple.abstractKoSource == .apple)
        #expect(!apple.isAbstractMachineTranslated)
    }

    @Test("hig show labels the community's Korean abstract in ko and both, and not Apple's")
    func showLabelsCommunityAbstract() throws {
        let (graph, community, _) = try Self.page(Self.community)
        let korean = AppleKoreanTablesShownTests.show(community, in: graph, .ko)
        #expect(korean.contains("[기계 번역] 톱 선반은 앱에서 콘텐츠를 표시합니다."), "\(korean)")
        let both = AppleKoreanTablesShownTests.show(community, in: graph, .both)
        #expect(both.contains("[machine translation] 톱 선반은"), "\(both)")
        let (appleGraph, apple, _) = try Self.page(Self.apple)
        let applesText = AppleKoreanTablesShownTests.show(apple, in: appleGraph, .ko)
        #expect(applesText.contains("인기 항목은 앱의 콘텐츠를 보여줍니다."), "\(applesText)")
        #expect(!applesText.contains("기계 번역"), "\(applesText)")
    }

    @Test("the site labels the community's Korean abstract")
    func siteLabelsCommunityAbstract() throws {
        let (graph, _, directory) = try Self.page(Self.community)
        let folder = directory.path + "/site"
        try TestSite.write(graph, to: folder)
        let html = try TestSite.html(folder, "pages/top-shelf.html")
        #expect(
            html.contains(
                #"<p class="abstract ko" lang="ko"><small class="ko-machine">기계 번역</small> 톱 선반은"#), "\(html)")
    }
}
