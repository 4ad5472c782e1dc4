import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Apple's Korean prose (paragraphs, list items, callouts) is the Korean of the English prose at
/// the same place: the same section, the same kind of block, the same order among its kind, and
/// what both keep (Latin words, numbers, links) agreeing. Community Korean stays only where Apple
/// has none; what does not line up gets no Apple Korean rather than a neighbour's.
@Suite("Apple's Korean prose")
struct AppleKoreanProseTests {
    static let english = """
        # Top Shelf

        Top Shelf shows content from your app.

        > **Note**
        >
        > Updated guidance for tvOS 26.

        The Top Shelf area sits above the Dock on Apple TV.

        ## Best practices

        **Show what people want next.** Keep it fresh.

        ## Content

        Top Shelf can show one of three layouts.

        - A carousel of full-screen images
        - A row of posters
        - Sectioned content

        > **Note**
        >
        > Top Shelf content needs the TVServices framework.

        People see Top Shelf on Apple TV before they open your app.

        ## Platform considerations

        *No additional considerations for iOS or iPadOS.*

        *Source: [https://developer.apple.com/design/human-interface-guidelines/top-shelf](https://developer.apple.com/design/human-interface-guidelines/top-shelf)*
        """

    static let korean = """
        # 인기 항목

        Source: https://developer.apple.com/kr/design/human-interface-guidelines/top-shelf

        > 인기 항목은 앱의 콘텐츠를 보여줍니다.

        인기 항목 영역은 Apple TV에서 Dock 위에 있습니다.

        ## 모범 사례

        **사람들이 다음에 원하는 것을 보여주십시오.** 새롭게 유지하십시오.

        ## 콘텐츠

        인기 항목은 세 가지 레이아웃 중 하나를 표시할 수 있습니다.

        - 전체 화면 이미지의 캐러셀
        - 포스터 행
        - 섹션 콘텐츠

        > **참고:** 인기 항목 콘텐츠에는 TVServices 프레임워크가 필요합니다.

        사람들은 Apple TV에서 앱을 열기 전에 인기 항목을 봅니다.

        ## 플랫폼 고려 사항

        *iOS 또는 iPadOS에 대한 추가 고려 사항은 없습니다.*

        ## 리소스

        #### 관련 콘텐츠

        [앱 아이콘](https://developer.apple.com/kr/design/human-interface-guidelines/app-icons)
        """

    static let community = """
        # **[technologies] top-shelf**

        ## Content

        People see Top Shelf on Apple TV before they open your app.
        > 사람들은 앱을 열기 전에 톱 선반을 봅니다.

        ## Platform considerations

        *No additional considerations for iOS or iPadOS.*
        > iOS 또는 iPadOS에 대한 추가 고려 사항은 없습니다.
        """

    static func page(_ files: [String: String]) throws -> Page {
        let (result, _) = try SingleFile.ingest(files: files)
        return try #require(result.graph.pages.first { $0.id == "top-shelf" })
    }

    static func korean(of english: String, in page: Page) -> Paragraph? {
        ((page.prose ?? []) + page.sections.flatMap { $0.prose ?? [] }).first { $0.text.contains(english) }
    }

    @Test("each English paragraph, list item and callout carries Apple's Korean at its place")
    func proseCarriesApplesKorean() throws {
        let page = try Self.page([
            "apple-ko/top-shelf.md": Self.korean, "markdown/top-shelf.md": Self.english,
        ])
        let expected = [
            "The Top Shelf area sits above": "인기 항목 영역은 Apple TV에서 Dock 위에 있습니다.",
            "one of three layouts": "인기 항목은 세 가지 레이아웃 중 하나를 표시할 수 있습니다.",
            "A carousel": "전체 화면 이미지의 캐러셀", "A row of posters": "포스터 행", "Sectioned content": "섹션 콘텐츠",
            "TVServices framework": "참고: 인기 항목 콘텐츠에는 TVServices 프레임워크가 필요합니다.",
            "before they open": "사람들은 Apple TV에서 앱을 열기 전에 인기 항목을 봅니다.",
        ]
        for (english, korean) in expected {
            let paragraph = try #require(Self.korean(of: english, in: page), "\(english)")
            #expect(paragraph.ko == korean, "\(english)")
            #expect(paragraph.koSource == .apple, "\(english)")
        }
        // The edition note Apple's Korean page does not have gets no Korean, not the other callout's.
        #expect(Self.korean(of: "Updated guidance", in: page)?.ko == nil)
        // Paired Korean is the paragraphs' Korean, not notes besides; the abstract and the
        // related links are no paragraph's.
        #expect(!page.koreanNotes.contains { $0.text.contains("인기 항목 영역") || $0.text.contains("포스터 행") })
        #expect(page.abstractKo == "인기 항목은 앱의 콘텐츠를 보여줍니다.")
    }

    @Test("Apple's Korean wins over the community's; the community's stays, labelled, where Apple has none")
    func appleFirstCommunityElsewhere() throws {
        let english = Self.english.replacingOccurrences(
            of: "People see Top Shelf on Apple TV before they open your app.",
            with: "People see Top Shelf on Apple TV before they open your app.\n\nKeep Top Shelf content current.")
        let community = Self.community.replacingOccurrences(
            of: "## Platform considerations",
            with: "Keep Top Shelf content current.\n> 톱 선반 콘텐츠를 최신 상태로 유지합니다.\n\n## Platform considerations")
        let page = try Self.page([
            "apple-ko/top-shelf.md": Self.korean, "markdown/top-shelf.md": english, "community/top-shelf.md": community,
        ])
        let seen = try #require(Self.korean(of: "before they open", in: page))
        #expect(seen.ko == "사람들은 Apple TV에서 앱을 열기 전에 인기 항목을 봅니다.")
        #expect(seen.koSource == .apple)
        let current = try #require(Self.korean(of: "Keep Top Shelf content current", in: page))
        #expect(current.ko == "톱 선반 콘텐츠를 최신 상태로 유지합니다.")
        #expect(current.isMachineTranslated)
    }

    @Test("paragraphs whose Latin words and numbers disagree are not paired, even at the same place")
    func disagreeingMarksAreNotPaired() throws {
        let korean = Self.korean.replacingOccurrences(
            of: "인기 항목 영역은 Apple TV에서 Dock 위에 있습니다.", with: "SwiftUI 16 버전에서는 Siri Remote를 지원합니다.")
        let page = try Self.page(["apple-ko/top-shelf.md": korean, "markdown/top-shelf.md": Self.english])
        #expect(Self.korean(of: "The Top Shelf area sits above", in: page)?.ko == nil)
        #expect(page.koreanNotes.contains { $0.text.contains("Siri Remote") })
    }

    @Test("a section whose Korean has a paragraph more pairs only what its marks confirm")
    func unevenCountsPairOnlyWhatIsConfirmed() throws {
        let korean = Self.korean.replacingOccurrences(
            of: "사람들은 Apple TV에서", with: "새 단락은 영어판에 없습니다.\n\n사람들은 Apple TV에서")
        let page = try Self.page(["apple-ko/top-shelf.md": korean, "markdown/top-shelf.md": Self.english])
        // Two Korean paragraphs before the one "Apple TV" confirms, for one English: neither
        // side says which translates it, so neither does.
        #expect(Self.korean(of: "one of three layouts", in: page)?.ko == nil)
        #expect(Self.korean(of: "before they open", in: page)?.ko == "사람들은 Apple TV에서 앱을 열기 전에 인기 항목을 봅니다.")
        // The list items and the callout are counted apart from the paragraphs and still pair.
        #expect(Self.korean(of: "A row of posters", in: page)?.ko == "포스터 행")
    }

    @Test("a label that names a thing is prose like the English one; a label alone over an image is no paragraph")
    func labelsAsTheEnglishEditionReadsThem() throws {
        let english = Self.english.replacingOccurrences(
            of: "## Platform considerations",
            with: "## Roles\n\n- **Normal.** No specific meaning.\n- **Primary.** The default button.\n\n"
                + "## Platform considerations")
        let korean = Self.korean.replacingOccurrences(
            of: "사람들은 Apple TV에서", with: "**포스터**\n\n사람들은 Apple TV에서"
        ).replacingOccurrences(
            of: "## 플랫폼 고려 사항",
            with: "## 역할\n\n- **일반.** 특정 의미가 없습니다.\n- **기본.** 기본 버튼입니다.\n\n## 플랫폼 고려 사항")
        let page = try Self.page(["apple-ko/top-shelf.md": korean, "markdown/top-shelf.md": english])
        #expect(Self.korean(of: "Normal.", in: page)?.ko == "일반. 특정 의미가 없습니다.")
        #expect(Self.korean(of: "Primary.", in: page)?.ko == "기본. 기본 버튼입니다.")
        #expect(Self.korean(of: "one of three layouts", in: page)?.koSource == .apple)
        #expect(Self.korean(of: "before they open", in: page)?.koSource == .apple)
    }
}
