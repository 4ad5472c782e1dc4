import HIGModel
import HIGTestSupport
import Testing

/// A page's current guidance comes in the order Apple's newest edition writes it, even when an
/// older source with more practices, read first, wrote them in another order.
@Suite("Practices in the newest source's order")
struct PracticeOrderTests {
    private static let taxonomy = Result {
        try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8)
    }

    /// An older note with more practices: "Prefer system colors" first, and one Apple dropped.
    private static let older = """
        ---
        title: Accessibility
        updated: 2022-09-01
        ---
        # Accessibility

        ## Color and effects

        **Prefer system-defined colors.** They adapt to accessibility settings.

        **Avoid blinking text.** Flashing content can be uncomfortable.

        ## Text size

        **Support larger text sizes.** People adjust the size of text.

        **Use recommended defaults for custom type sizes.** Each platform has its sizes.
        """

    /// Apple's edition today: one section, colors last.
    private static let newer = """
        ---
        title: Accessibility
        updated: 2025-06-09
        ---
        # Accessibility

        ## Vision

        **Support larger text sizes.** Make sure people can adjust the size of your text.

        **Use recommended defaults for custom type sizes.** Each platform has different sizes.

        **Prefer system-defined colors.** These colors have accessible variants.
        """

    @Test("current practices follow the newest source; guidance only the older gives keeps its place")
    func newestOrder() throws {
        let content = try TemporaryDirectory()
        try content.write("older/accessibility.md", Self.older)
        try content.write("newer/accessibility.md", Self.newer)
        try content.write("taxonomy.yml", try Self.taxonomy.get())
        let graph = HIGIngestHelpers.ingest(content.path).graph
        let page = try #require(graph.pages.first)
        let leads = page.practices.compactMap { id in graph.practices.first { $0.id == id }?.lead }
        #expect(
            leads == [
                "Support larger text sizes.", "Avoid blinking text.", "Use recommended defaults for custom type sizes.",
                "Prefer system-defined colors.",
            ])
        let ordered = graph.practices.filter { $0.page == page.id }.map(\.lead)
        #expect(ordered == leads)
    }

    @Test("on the whole HIG, Accessibility's Vision section is in Apple's order")
    func wholeHIGVision() throws {
        let vision = TestContent.whole.graph.practices.filter {
            $0.page == "accessibility" && $0.section == "Vision" && !$0.isOutdated
        }
        #expect(
            vision.prefix(5).map(\.lead) == [
                "Support larger text sizes.", "Use recommended defaults for custom type sizes.",
                "Bear in mind that font weight can also impact how easy text is to read.",
                "Strive to meet color contrast minimum standards.", "Prefer system-defined colors.",
            ])
    }
}
