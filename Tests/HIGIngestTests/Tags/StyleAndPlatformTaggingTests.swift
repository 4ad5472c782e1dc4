import HIGModel
import Testing

/// Styles a guideline names or recommends, and platforms narrowed by its own text.
@Suite("Style and platform tags")
struct StyleAndPlatformTaggingTests {
    @Test("a style offered as the alternative is not the practice's")
    func alternative() throws {
        let practice = try #require(
            try TagPage.practice(
                "Popovers", "**Avoid a popover for long tasks.** If the task is long, use a sheet instead."))
        #expect(practice.styles == ["popover"])
        let recommended = try #require(
            try TagPage.practice(
                "Sheets", "**Keep sheets brief.** To present choices, consider using an alert or action sheet."))
        #expect(recommended.styles == ["sheet", "alert", "action-sheet"])
    }

    @Test("a style in a list of any interface, or the subject of an example, is not the practice's")
    func listsAndExamples() throws {
        let list = try #require(
            try TagPage.practice(
                "Notifications", "**Get permission.** Create an alert, modal view, or other interface that asks for it."
            ))
        #expect(list.styles.isEmpty)
        let example = try #require(
            try TagPage.practice(
                "Sheets",
                "**Support the medium detent.** For example, a share sheet displays its items in the medium detent."))
        #expect(example.styles == ["sheet"])
        let recommended = try #require(
            try TagPage.practice(
                "Modality",
                "**Confirm before closing.** For example, in iOS, you might present an action sheet with a save option."
            ))
        #expect(recommended.styles == ["action-sheet"])
    }

    @Test("the split-view component is not iPad Split View multitasking; a main window is not a primary window")
    func splitView() throws {
        let component = try #require(
            try TagPage.practice("Split views", "**Show the most relevant detail.** Keep the primary pane selected."))
        #expect(component.styles == ["split-view-component"])
        let inBody = try #require(
            try TagPage.practice(
                "Sheets",
                "**Use a nonmodal view.** While people use the main window, consider a split view in visionOS."))
        #expect(inBody.styles == ["sheet"])
        let mode = try #require(
            try TagPage.practice(
                "Multitasking", "**Don’t specify a layout.** People choose Split View or Slide Over themselves."))
        #expect(mode.styles == ["split-view", "slide-over"])
    }

    @Test(
        "a limit in the lead narrows the page's and section's platforms",
        arguments: [
            ("**In an iPhone app, consider the medium detent.** It helps.", ["ios"]),
            ("**Prefer page sheets in an iPadOS app.** They center content.", ["ipados"]),
            ("**Use a sheet for simple tasks.** In iOS apps, people swipe to dismiss.", ["ios", "ipados"]),
        ])
    func leadLimit(paragraph: String, expected: [String]) throws {
        let practice = try #require(try TagPage.practice("Sheets", paragraph, section: "iOS, iPadOS"))
        #expect(practice.platforms == expected)
    }

    @Test("under a lead that depends on the platform, the body says which platforms")
    func platformDependentLead() throws {
        let practice = try #require(
            try TagPage.practice(
                "Launching",
                "**If the platform requires it, provide a launch screen.** In iOS, iPadOS, and tvOS, the system displays it. macOS, visionOS, and watchOS don’t require launch screens."
            ))
        #expect(practice.platforms == ["ios", "ipados", "tvos"])
    }
}
