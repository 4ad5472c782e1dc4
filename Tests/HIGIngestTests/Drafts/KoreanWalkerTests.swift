import Testing

@testable import HIGIngest

@Suite("Draft walkers: Korean beside the English")
struct KoreanWalkerTests {
    @Test("a Korean quote after a practice translates it; after prose it translates the prose")
    func translations() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            **Keep labels short.** Long labels wrap.

            > **레이블을 짧게 유지하세요.** 긴 레이블은 줄 바꿈됩니다.

            Buttons can hold a symbol.

            > 버튼에는 기호가 들어갈 수 있습니다.
            """, format: .bilingualMarkdown)
        #expect(draft.practices.first?.ko == "레이블을 짧게 유지하세요. 긴 레이블은 줄 바꿈됩니다.")
        #expect(draft.sections.first?.prose.first?.ko == "버튼에는 기호가 들어갈 수 있습니다.")
        #expect(draft.koreanNotes.isEmpty)
    }

    @Test("Korean with no English before it makes Korean practices and notes")
    func koreanOnly() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            ### 버튼의 레이블은 짧게 유지하세요

            긴 레이블은 줄 바꿈됩니다.

            ## Platform considerations

            플랫폼마다 버튼 모양이 다릅니다.
            """, format: .bilingualMarkdown)
        #expect(draft.koreanPractices.map(\.lead) == ["버튼의 레이블은 짧게 유지하세요"])
        #expect(draft.koreanPractices.first?.body == "긴 레이블은 줄 바꿈됩니다.")
        #expect(draft.koreanPractices.first?.sectionIndex == 0)
        #expect(draft.koreanNotes.map(\.text) == ["플랫폼마다 버튼 모양이 다릅니다."])
        #expect(draft.koreanNotes.first?.section == "Platform considerations")
    }

    @Test("an English quote is an epigraph, read as a paragraph")
    func englishQuote() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            > Simple is better.
            """)
        #expect(draft.sections.first?.prose.map(\.text) == ["Simple is better."])
    }

    @Test("a translation keeps no list marker")
    func listMarker() {
        #expect(KoreanWalker.withoutListMarker("- 항목") == "항목")
        #expect(KoreanWalker.withoutListMarker("-항목") == "-항목")
    }
}
