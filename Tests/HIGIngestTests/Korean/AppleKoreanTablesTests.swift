import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Apple's Korean edition of a page translates the English page's tables and prose: the English
/// tables stay the page's tables with the Korean cells beside them, and Korean the page already
/// shows is not shown again as a note.
@Suite("Apple's Korean tables and prose")
struct AppleKoreanTablesTests {
    static let english = TopShelfPage.english

    static let korean = TopShelfPage.korean

    static let community = """
        # **[technologies] top-shelf**

        ## Platform considerations

        *No additional considerations for iOS or iPadOS.*
        > iOS 또는 iPadOS에 대한 추가 고려 사항은 없습니다.
        """

    @Test("the English tables stay, each with the Korean table whose numbers agree cell for cell")
    func koreanTablesTranslateTheEnglishOnes() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "apple-ko/top-shelf.md": Self.korean, "markdown/top-shelf.md": Self.english,
        ])
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        let tables = page.allTables
        #expect(tables.map(\.header) == [["Layout", "Size"], ["Badge", "Width"]])
        #expect(tables.allSatisfy { $0.source.file.hasSuffix("markdown/top-shelf.md") })
        #expect(tables.first?.ko?.header == ["레이아웃", "크기"])
        #expect(tables.first?.ko?.rows.first == ["캐러셀", "1920x720pt"])
        // 41 is not 40: the second Korean table does not translate the English one.
        #expect(tables.last?.ko == nil)
    }

    @Test("Korean the page shows beside its English prose is not repeated as a note")
    func koreanProseShownOnce() throws {
        let (result, _) = try SingleFile.ingest(files: [
            "apple-ko/top-shelf.md": Self.korean, "markdown/top-shelf.md": Self.english,
            "community/top-shelf.md": Self.community,
        ])
        let page = try #require(result.graph.pages.first { $0.id == "top-shelf" })
        let sentence = "iOS 또는 iPadOS에 대한 추가 고려 사항은 없습니다."
        let prose = page.sections.flatMap { $0.prose ?? [] }
        #expect(prose.contains { $0.ko == sentence })
        #expect(!page.koreanNotes.contains { $0.text == sentence })
    }
}
