import Testing

@testable import HIGIngest

@Suite("Draft walkers: outline, declared source, links")
struct OutlineWalkerTests {
    @Test("headings open sections under the open one of a lower level")
    func sections() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            ### Sizes in iOS

            ## Platform considerations
            """)
        #expect(draft.title == "Buttons")
        #expect(draft.sections.map(\.title) == ["Best practices", "Sizes in iOS", "Platform considerations"])
        #expect(draft.sections.map(\.level) == [2, 3, 2])
        #expect(draft.sections.map(\.parent) == [nil, 0, nil])
        #expect(draft.sections.dropFirst().first?.namedPlatforms == ["ios"])
    }

    @Test("a Korean heading right after an English one translates it and opens no section")
    func translatedHeading() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            ## 모범 사례

            Keep labels short.
            """, format: .bilingualMarkdown)
        #expect(draft.sections.map(\.title) == ["Best practices"])
    }

    @Test("a long sentence set as a heading is read as a paragraph")
    func sentenceHeading() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Best practices

            ### Make every button look like something people can press with a finger.
            """)
        #expect(draft.sections.map(\.title) == ["Best practices"])
        #expect(
            draft.sections.first?.prose.map(\.text) == [
                "Make every button look like something people can press with a finger."
            ])
    }

    @Test("a Source line declares the page's address and is no text of it")
    func declaredSource() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Source: https://developer.apple.com/design/human-interface-guidelines/buttons

            Buttons start actions.
            """)
        #expect(draft.declaredURLs == ["https://developer.apple.com/design/human-interface-guidelines/buttons"])
        #expect(draft.abstract == "Buttons start actions.")
        #expect(draft.declaredSlug == "buttons")
    }

    @Test("links under Related and Developer documentation are kept as such; Resources are dropped")
    func resourceLinks() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Resources

            [Sample code](https://example.com/sample)

            ### Related

            [Menus](https://developer.apple.com/design/human-interface-guidelines/menus)

            ### Developer documentation

            [UIButton](https://developer.apple.com/documentation/uikit/uibutton)
            """)
        #expect(draft.related.map(\.text) == ["Menus"])
        #expect(draft.developerLinks.map(\.text) == ["UIButton"])
        #expect(!draft.sections.flatMap(\.prose).contains { $0.text.contains("Sample code") })
        #expect(draft.related.allSatisfy { $0.text != "Sample code" })
    }
}
