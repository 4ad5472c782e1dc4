import Testing

@testable import HIGIngest

@Suite("Page mentions")
struct PageMentionsTests {
    @Test("short and long titles after \"see\" are found, every page of a shared title included")
    func mentions() {
        let mentions = PageMentions(titles: [
            ("Buttons", "buttons"), ("Playing audio in the background", "background-audio"), ("Buttons", "buttons-2"),
            ("Playing haptics", "playing-haptics"), ("Menu", "menu"), ("Alerts", "alerts"),
        ])
        let found = mentions.pages(mentionedIn: "For guidance, see Buttons; also see playing audio in the background.")
        #expect(found == ["buttons", "background-audio", "buttons-2"])
        #expect(mentions.pages(mentionedIn: "see Playing audio in the foreground, and see menus") == ["menu"])
        #expect(mentions.pages(mentionedIn: "Buttons without the cue, alerts too").isEmpty)
    }
}
