import Testing

@testable import HIGIngest

@Suite("Draft walkers: tables, change logs, platform scope, readers")
struct TableWalkerTests {
    @Test("a table after a practice belongs to it and to its section")
    func tableAfterPractice() throws {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Sizes

            **Make buttons large enough to tap.** Use at least these sizes.

            | Platform | Default size |
            | --- | --- |
            | iOS, iPadOS | 44x44 pt |
            """)
        let table = try #require(draft.tables.first)
        #expect(table.header == ["Platform", "Default size"])
        #expect(table.rows == [["iOS, iPadOS", "44x44 pt"]])
        #expect(table.sectionIndex == 0)
        #expect(table.practiceIndex == 0)
        #expect(draft.practices.first?.body == "Use at least these sizes.")
    }

    @Test("a paragraph that introduces a table is its caption")
    func caption() throws {
        let draft = DraftFixture.draft(
            """
            # Type

            Type sets tone.

            ## Sizes

            Use the following values:

            | Style | Size |
            | --- | --- |
            | Body | 17 pt |
            """)
        let table = try #require(draft.tables.first)
        #expect(table.caption == "Use the following values:")
        #expect(table.practiceIndex == nil)
    }

    @Test("a change log's rows are kept as dates and changes, and date the source")
    func changeLog() {
        let draft = DraftFixture.draft(
            """
            # Buttons

            Buttons start actions.

            ## Change log

            | Date | Changes |
            | --- | --- |
            | June 10, 2024 | Added guidance for visionOS. |
            | March 3, 2023 | Refreshed the sizes. |
            """)
        #expect(draft.changeLog.map(\.date) == ["2024-06-10", "2023-03-03"])
        #expect(draft.changeLog.first?.text == "Added guidance for visionOS.")
        #expect(draft.revised == "2024-06-10")
        #expect(draft.tables.isEmpty)
    }

    @Test("a paragraph ruling a platform out or naming the platforms notes them where it stands")
    func platformScope() {
        let draft = DraftFixture.draft(
            """
            # Sheets

            The guidance below applies to iOS.

            ## Sizes

            Not applicable for watchOS.

            ## Platform considerations

            Not supported in macOS.
            """)
        #expect(draft.declaredPlatforms == ["ios"])
        #expect(draft.sections.first?.excludedPlatforms == ["watchos"])
        #expect(draft.excludedPlatforms == ["macos"])
    }

    @Test("every format's reader reads its own kind of text")
    func readers() {
        let samples: [SourceFormat: String] = [
            .doccJSON: #"{"schemaVersion":{"major":0},"metadata":{"title":"Buttons"},"primaryContentSections":[]}"#,
            .html: "<!doctype html><html><head><title>Buttons</title></head><body><h1>Buttons</h1></body></html>",
            .markdown: "# Buttons\n\nText.", .bilingualMarkdown: "# Buttons\n\n버튼입니다.",
            .doccMarkdown: "# Buttons\n\n@Metadata {\n}\n\nText.", .text: "Buttons\n\nText.",
        ]
        for format in SourceFormat.allCases {
            let text = samples[format] ?? ""
            let document = format.reader.read(text, path: "buttons", format: format)
            #expect(document.format == format, "\(format)")
            let title = DraftBuilder(platforms: DraftFixture.platforms).build(document).title
            #expect(title == "Buttons", "\(format)")
        }
    }
}
