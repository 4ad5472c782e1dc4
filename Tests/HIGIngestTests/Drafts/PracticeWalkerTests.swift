import HIGModel
import Testing

@testable import HIGIngest

@Suite("Draft walkers: practices and prose")
struct PracticeWalkerTests {
    @Test("a bold lead and the words after it make a practice; its list items and pointer join its body")
    func leadAndBody() {
        let draft = DraftFixture.draft(
            """
            # Toggles

            Toggles switch a setting.

            ## Best practices

            **Use a toggle for a setting that is on or off.** People expect one.

            - Label it.
            - Keep it short.

            For guidance, see Menus.

            A toggle sits at the end of its row.
            """)
        #expect(draft.practices.map(\.lead) == ["Use a toggle for a setting that is on or off."])
        #expect(
            draft.practices.first?.body == "People expect one.\n• Label it.\n• Keep it short.\nFor guidance, see Menus."
        )
        #expect(draft.practices.first?.sectionIndex == 0)
        #expect(draft.sections.first?.prose.map(\.text) == ["A toggle sits at the end of its row."])
    }

    @Test("items of a list a paragraph introduces as practices are practices, split at their colon")
    func practiceList() {
        let draft = DraftFixture.draft(
            """
            # Memory

            Memory is scarce.

            ## Performance

            Follow these guidelines:

            - Reduce memory use: The system ends apps that use too much.
            - Free caches early.
            """)
        #expect(draft.practices.map(\.lead) == ["Reduce memory use.", "Free caches early."])
        #expect(draft.practices.first?.body == "The system ends apps that use too much.")
    }

    @Test("a plain instruction in a Best practices list is a practice; a description continues it")
    func bestPracticesItems() {
        let draft = DraftFixture.draft(
            """
            # Layout

            Layout arranges things.

            ## Best practices

            - Help people concentrate on primary tasks.
            - The Home Screen shows apps.
            """)
        #expect(draft.practices.map(\.lead) == ["Help people concentrate on primary tasks."])
        #expect(draft.practices.first?.body == "• The Home Screen shows apps.")
    }

    @Test("a callout's label is not a practice's lead")
    func calloutIsNoPractice() {
        let draft = DraftFixture.draft(
            """
            # Alerts

            Alerts interrupt.

            ## Best practices

            **Note:** Alerts appear over the app.
            """)
        #expect(draft.practices.isEmpty)
        #expect(draft.sections.first?.prose.map(\.text) == ["Note: Alerts appear over the app."])
    }

    @Test("the first paragraph before any section is the abstract; a list there is prose")
    func abstractAndProse() {
        let draft = DraftFixture.draft(
            """
            # Color

            Color conveys meaning.

            It also shows state.

            - Red warns.
            """)
        #expect(draft.abstract == "Color conveys meaning.")
        #expect(draft.prose.map(\.text) == ["It also shows state.", "• Red warns."])
        #expect(draft.prose.last?.rich?.kind == .listItem)
    }

    @Test("an image alone joins the practice it follows, and is prose with no text elsewhere")
    func images() {
        let draft = DraftFixture.draft(
            """
            # Icons

            Icons identify apps.

            ![A grid of icons](grid.png)

            ## Best practices

            **Keep the icon simple.** Use one shape.

            ![A simple icon](simple.png)
            """)
        #expect(draft.prose.map(\.text) == [""])
        #expect(draft.prose.first?.rich?.image != nil)
        #expect(draft.practices.first?.rich?.body.last?.image != nil)
    }

    @Test("settling a lead takes the stop after the bold and drops the joining dash")
    func settle() {
        let stop = PracticeLead.settle(lead: "Provide a message", body: ". In general, do.")
        #expect([stop.lead, stop.body] == ["Provide a message.", "In general, do."])
        let dash = PracticeLead.settle(lead: "Be brief.", body: " — Say less.")
        #expect([dash.lead, dash.body] == ["Be brief.", "Say less."])
        let colon = PracticeLead.splitListItem("Reduce use: It ends apps. More.")
        #expect([colon.lead, colon.body] == ["Reduce use.", "It ends apps. More."])
    }
}
