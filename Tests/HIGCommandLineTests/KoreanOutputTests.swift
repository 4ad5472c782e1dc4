import HIGModel
import Testing

@testable import HIGCommandLine
@testable import HIGKnowledgeBase

/// `--lang ko` words the whole answer in Korean: the tool's own words, strengths, and the page
/// and section titles Apple's Korean edition gives, falling back to English where it gives none.
@Suite("Korean text output")
struct KoreanOutputTests {
    static let practice = Practice(
        id: "sheets/keep-it-short", lead: "Keep a sheet short.", body: "", ko: "시트는 짧게 유지합니다.",
        page: "sheets", section: "Best practices", strength: .should)

    static var page: Page {
        var page = Page(
            id: "sheets", title: "Sheets", sections: [Section(id: "best-practices", title: "Best practices", level: 2)],
            practices: [practice.id])
        page.titleKo = "시트"
        page.sections[0].titleKo = "권장 사항"
        return page
    }

    static func response(hits: [SearchHit]) -> SearchResponse {
        var response = SearchResponse(
            query: "sheet", filters: GuidelineFilter(), hits: hits, corrections: ["shet": "sheet"])
        response.unmentioned = ["zebra"]
        return response
    }

    static let hits = [
        SearchHit(
            kind: .practice, score: 1, practice: practice, pageTitle: "Sheets", reference: "", title: "", detail: "",
            explanation: RankExplanation(), alsoOn: ["Modality"]),
        SearchHit(
            kind: .page, score: 1, practice: nil, pageTitle: "", reference: "sheets", title: "Sheets", detail: "",
            explanation: RankExplanation()),
    ]

    static func query(_ language: OutputLanguage, pages: [String: Page] = [:]) -> String {
        QueryText(
            paths: PathDisplay(), language: language, explain: false, koreanPages: pages,
            terminal: Terminal(fileDescriptor: -1)
        ).render(response(hits: hits))
    }

    @Test("hig query --lang ko: Korean lead, strength, titles and the tool's own words")
    func queryInKorean() {
        let text = Self.query(.ko, pages: ["sheets": Self.page])
        #expect(text.contains("시트는 짧게 유지합니다.  [권장]"), "\(text)")
        #expect(text.contains("시트 (다음에도 있음: Modality) › 권장 사항"), "\(text)")
        #expect(text.contains("관련 항목\n"), "\(text)")
        #expect(text.contains("함께 검색한 말: shet → sheet"), "\(text)")
        #expect(text.contains("가장 가까운 지침:"), "\(text)")
        for english in ["Related", "also on", "closest", "Also searched for", "Best practices", "[should]"] {
            #expect(!text.contains(english), "\(english) in \(text)")
        }
    }

    @Test("without Korean titles --lang ko keeps the English titles, never an empty one")
    func fallsBackToEnglishTitles() {
        var page = Self.page
        page.titleKo = nil
        page.sections[0].titleKo = " "
        let text = Self.query(.ko, pages: ["sheets": page])
        #expect(text.contains("Sheets (다음에도 있음: Modality) › Best practices"), "\(text)")
        #expect(page.title(in: .ko) == "Sheets")
        #expect(page.sections[0].title(in: .ko) == "Best practices")
    }

    @Test("both stays English with Korean beneath")
    func bothUnchanged() {
        let text = Self.query(.both, pages: ["sheets": Self.page])
        #expect(text.contains("Keep a sheet short.  [should]\n   시트는 짧게 유지합니다."), "\(text)")
        #expect(text.contains("Sheets (also on Modality) › Best practices"), "\(text)")
        #expect(text.contains("Related\n"), "\(text)")
        #expect(!text.contains("관련 항목"))
    }

    @Test("no match is said in Korean")
    func noMatchInKorean() {
        let text = QueryText(
            paths: PathDisplay(), language: .ko, explain: false, terminal: Terminal(fileDescriptor: -1)
        )
        .render(Self.response(hits: []))
        #expect(text.contains("\n\n일치하는 지침이 없습니다: \"sheet\"."), "\(text)")
    }

    @Test("hig show --lang ko: a page's title, headings and sections in Korean")
    func pageInKorean() {
        var page = Self.page
        page.sections[0].prose = [Paragraph(text: "Sheets are modal.", ko: "시트는 모달입니다.")]
        page.sources = ["markdown/sheets.md"]
        let detail = PageDetail(
            page: page, practices: [Self.practice], referencingPages: [], referencingPractices: [], pageTitles: [:])
        let text = PageDetailText(paths: PathDisplay(), language: .ko, terminal: Terminal(fileDescriptor: -1))
            .render(detail)
        #expect(text.hasPrefix("시트  sheets"), "\(text)")
        #expect(text.contains("\n출처\n"), "\(text)")
        #expect(text.contains("\n권장 사항\n  시트는 모달입니다.\n"), "\(text)")
        // The guideline in its section, after the section's prose.
        #expect(text.contains("\n  시트는 모달입니다.\n  ▸ 시트는 짧게 유지합니다.  [ko]"), "\(text)")
        for english in ["Sources", "Practices", "Platforms", "Sheets are modal.", "Best practices"] {
            #expect(!text.contains(english), "\(english) in \(text)")
        }
    }

    @Test("a Korean list item keeps its bullet under ko and starts under the English words under both")
    func koreanListItems() {
        var page = Self.page
        let item = RichBlock(kind: .listItem, runs: [TextRun(text: "Sheets can scroll.")], depth: 2)
        page.sections[0].prose = [Paragraph(text: "• Sheets can scroll.", ko: "시트는 스크롤할 수 있습니다.", rich: item)]
        let detail = PageDetail(
            page: page, practices: [], referencingPages: [], referencingPractices: [], pageTitles: [:])
        func render(_ language: OutputLanguage) -> String {
            PageDetailText(paths: PathDisplay(), language: language, terminal: Terminal(fileDescriptor: -1)).render(
                detail)
        }
        #expect(render(.ko).hasSuffix("\n    • 시트는 스크롤할 수 있습니다."), "\(render(.ko))")
        #expect(
            render(.both).hasSuffix("\n    • Sheets can scroll.\n      시트는 스크롤할 수 있습니다."), "\(render(.both))")
    }

    @Test("hig show --lang ko: a practice's fields in Korean")
    func practiceInKorean() {
        let detail = PracticeDetail(
            practice: Self.practice, referencedBy: [], pageTitles: ["sheets": "Sheets"], taxonomy: Taxonomy())
        let text = PracticeDetailText(
            paths: PathDisplay(), language: .ko, page: Self.page, terminal: Terminal(fileDescriptor: -1)
        ).render(detail)
        #expect(text.contains("시트 › 권장 사항"), "\(text)")
        #expect(text.contains("강도: 권장"), "\(text)")
        #expect(text.contains("플랫폼: —"), "\(text)")
        #expect(!text.contains("Strength"), "\(text)")
    }

    @Test("hig pages --lang ko: Korean titles and counts")
    func pagesInKorean() {
        var summary = PageSummary(id: "sheets", title: "Sheets", sources: [], practiceCount: 3, platforms: [])
        summary.titleKo = "시트"
        let text = PageTreeText(terminal: Terminal(fileDescriptor: -1), language: .ko).render([summary])
        #expect(text.contains("시트  sheets  3개 지침"), "\(text)")
        #expect(text.contains("Apple 탐색 구조에 없는 페이지"), "\(text)")
        let english = PageTreeText(terminal: Terminal(fileDescriptor: -1)).render([summary])
        #expect(english.contains("Sheets  sheets  3 practices"), "\(english)")
    }

    @Test("every tool word has Korean, in Hangul")
    func everyWordHasKorean() {
        for word in ToolWords.allCases {
            #expect(Hangul.containsHangul(word.korean), "\(word)")
            #expect(!word.english.isEmpty && word.text(.both) == word.english && word.text(.en) == word.english)
        }
        for strength in Strength.allCases {
            #expect(Hangul.isKorean(ToolWords.strength(strength, .ko)), "\(strength)")
        }
    }
}
