import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// A page's Korean abstract is Apple's, from the quote under the Korean page's title, before a
/// community translation of the same English; it is not kept again as a note.
@Suite("Apple's Korean abstract")
struct AppleKoreanAbstractTests {
    static let english = TopShelfAbstracts.english
    static let korean = TopShelfAbstracts.korean
    static let community = TopShelfAbstracts.community

    @Test("Apple's Korean abstract wins over the community's and is not repeated as a note")
    func applesAbstractFirst() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "apple-ko/top-shelf.md": Self.korean, "markdown/top-shelf.md": Self.english,
            "community/top-shelf.md": Self.community,
        ])
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        #expect(page.abstract == "Top Shelf shows content from your app.")
        #expect(page.abstractKo == "인기 항목은 앱의 콘텐츠를 보여줍니다.")
        #expect(!page.koreanNotes.contains { $0.text == "인기 항목은 앱의 콘텐츠를 보여줍니다." })
    }

    @Test("without Apple's Korean page the community's abstract stays")
    func communityAbstractOtherwise() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "markdown/top-shelf.md": Self.english, "community/top-shelf.md": Self.community,
        ])
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        #expect(page.abstractKo == "톱 선반은 앱에서 콘텐츠를 표시합니다.")
    }
}
