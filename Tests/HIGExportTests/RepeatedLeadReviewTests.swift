import Foundation
import HIGExport
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Guidelines of one page that share a lead: their IDs do not depend on their order, and a
/// review's marks stay on the guideline they were made on when one of them goes or comes.
@Suite("Guidelines with the same lead")
struct RepeatedLeadReviewTests {
    static let first = "**Use a clear label.** Say what the button does in a word or two.\n"
    static let second = "**Use a clear label.** VoiceOver reads the label aloud, so start it with a verb.\n"
    static let third = "**Use a clear label.** A label that wraps is harder to scan than one that fits.\n"
    static let other = "**Keep buttons large enough to tap.** Give each at least 44 by 44 points.\n"

    static func page(_ guidelines: [String]) -> String {
        "# Buttons\n\n## Best practices\n\n" + guidelines.joined(separator: "\n")
    }

    static func graph(_ guidelines: [String]) throws -> RuleGraph {
        let (result, _) = try SingleFile.ingest(files: ["buttons.md": page(guidelines)])
        return result.graph
    }

    /// The ID of the guideline whose body starts with `words`.
    /// The page's guidelines: the fixture is a bare page, which reads as an article, not as Apple's.
    static let buttons: GuidelineFilter = {
        var filter = GuidelineFilter.everyKind
        filter.pages = ["buttons"]
        return filter
    }()

    static func id(of words: String, in graph: RuleGraph) throws -> String {
        try #require(graph.practices.first { $0.body.hasPrefix(words) }).id
    }

    @Test("a guideline's ID stays when one with the same lead is added before it or removed")
    func idsIndependentOfOrder() throws {
        let pair = try Self.graph([Self.first, Self.second, Self.other])
        let withThird = try Self.graph([Self.third, Self.first, Self.second, Self.other])
        let reversed = try Self.graph([Self.other, Self.second, Self.first])
        #expect(Set(pair.practices.map(\.id)).count == 3)
        for words in ["Say what", "VoiceOver"] {
            let id = try Self.id(of: words, in: pair)
            #expect(try Self.id(of: words, in: withThird) == id, "\(words)")
            #expect(try Self.id(of: words, in: reversed) == id, "\(words)")
        }
        #expect(try Self.id(of: "Give each", in: pair) == "buttons/keep-buttons-large-enough-to-tap")
    }

    @Test("a FAIL with its note stays on its guideline when the other with the same lead is removed")
    func failStaysWhenTwinRemoved() throws {
        let before = try Self.graph([Self.first, Self.second, Self.other])
        var marked = TestChecklist.make(Self.buttons, graph: before)
        let firstID = try Self.id(of: "Say what", in: before)
        let secondID = try Self.id(of: "VoiceOver", in: before)
        for index in marked.items.indices {
            if marked.items[index].id == firstID { marked.items[index].status = .pass }
            if marked.items[index].id == secondID {
                marked.items[index].status = .fail
                marked.items[index].note = "The label is a noun."
            }
        }
        let review = try #require(
            ReviewReader.read(text: ChecklistMarkdown().render(marked), file: "review.md").checklist)

        let after = try Self.graph([Self.second, Self.other])
        let current = TestChecklist.make(Self.buttons, graph: after)
        let update = ReviewUpdate(review: review, current: current)

        let kept = try #require(update.checklist.items.first { $0.practice.body.hasPrefix("VoiceOver") })
        #expect(kept.status == .fail)
        #expect(kept.note == "The label is a noun.")
        #expect(!kept.changedSinceReview)
        #expect(update.removed.map(\.id) == [firstID])
        #expect(update.removed.first?.status == .pass)
        #expect(update.carried == 2)
    }

    static let header = ChecklistHeader(
        title: "", filters: ChecklistFilters(), content: ContentSnapshot(digest: "", indexed: ""), tool: "")

    /// A review item on the Buttons page with the lead all of them share.
    static func item(_ id: String, _ body: String, _ status: ReviewStatus, _ note: String = "") -> ChecklistItem {
        let practice = Practice(
            id: id, lead: "Use a clear label.", body: body, page: "buttons", section: "Best practices",
            strength: .should)
        return ChecklistItem(practice: practice, pageTitle: "Buttons", status: status, note: note)
    }

    @Test("a review made when such guidelines were numbered by position keeps each mark on its guideline")
    func positionalIDsFromOlderReviews() {
        let review = Checklist(
            header: Self.header,
            items: [
                Self.item("buttons/use-a-clear-label", "Say what it does.", .pass),
                Self.item("buttons/use-a-clear-label-2", "Start it with a verb.", .fail, "A noun."),
            ])
        var current = review
        current.items = [Self.item("buttons/use-a-clear-label", "Start it with a verb.", .open)]

        let update = ReviewUpdate(review: review, current: current)
        #expect(update.checklist.items.map(\.status) == [.fail])
        #expect(update.checklist.items.map(\.note) == ["A noun."])
        #expect(update.removed.map(\.status) == [.pass])
    }

    @Test("when the text changed too, a mark among same-lead guidelines is reported removed, not guessed")
    func ambiguousMarksAreNotMoved() {
        let review = Checklist(
            header: Self.header,
            items: [
                Self.item("buttons/use-a-clear-label", "Say what it does.", .pass),
                Self.item("buttons/use-a-clear-label-2", "Start it with a verb.", .fail),
            ])
        var current = review
        current.items = [Self.item("buttons/use-a-clear-label", "Start it with a verb, always.", .open)]

        let update = ReviewUpdate(review: review, current: current)
        #expect(update.checklist.items.map(\.status) == [.open])
        #expect(update.removed.map(\.status) == [.pass, .fail])
    }
}
