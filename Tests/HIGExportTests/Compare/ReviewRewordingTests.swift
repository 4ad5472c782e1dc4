import HIGExport
import HIGModel
import Testing

/// `review update` finds a guideline reworded under a new ID the way `hig diff` does.
@Suite("Review update across a rewording")
struct ReviewRewordingTests {
    private static func checklist(_ practices: [Practice]) -> Checklist {
        Checklist(
            header: ChecklistHeader(
                title: "Buttons", filters: ChecklistFilters(), content: ContentSnapshot(digest: "", indexed: ""),
                tool: "hig"),
            items: practices.map { ChecklistItem(practice: $0, pageTitle: "Buttons") })
    }

    private static func practice(_ id: String, _ lead: String) -> Practice {
        Practice(
            id: "buttons/" + id, lead: lead, body: "", page: "buttons", section: "Best practices", strength: .should)
    }

    @Test("the mark and note move to the reworded guideline, flagged; an unrelated one is removed")
    func carriesAcrossRewording() {
        var review = Self.checklist([
            Self.practice("make-buttons-easy-to-recognize", "Make buttons easy to recognize and predict."),
            Self.practice("use-a-bezel", "Use a bezel for secondary actions."),
        ])
        review.items[0].status = .fail
        review.items[0].note = "Icons only on the toolbar."
        let current = Self.checklist([
            Self.practice("make-every-button-easy", "Make every button easy to recognize and predict at a glance."),
            Self.practice("give-a-button-space", "Give a button enough space around it."),
        ])
        let update = ReviewUpdate(review: review, current: current)
        #expect(update.carried == 1)
        let moved = update.checklist.items[0]
        #expect(moved.status == .fail && moved.note == "Icons only on the toolbar." && moved.changedSinceReview)
        #expect(update.checklist.items[1].status == .open)
        #expect(update.removed.map(\.id) == ["buttons/use-a-bezel"])
    }
}
