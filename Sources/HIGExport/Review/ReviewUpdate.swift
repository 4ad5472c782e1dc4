import HIGCompare
import HIGModel

/// Re-scopes a review against newer content: the current checklist for the same filters, with
/// the reviewer's marks and notes carried over by guideline ID. Guidelines whose text changed
/// since the review keep their mark and are flagged; so does a guideline reworded under a new ID,
/// found the way `hig diff` finds it. Those no longer in scope are listed.
public struct ReviewUpdate: Sendable {
    public var checklist: Checklist
    public var removed: [ChecklistItem]
    public var carried: Int

    public init(review: Checklist, current: Checklist) {
        let marks = Dictionary(review.items.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var updated = current
        var carried = 0
        for index in updated.items.indices {
            guard let old = marks[updated.items[index].id] else { continue }
            carried += 1
            updated.items[index].status = old.status
            updated.items[index].note = old.note
            updated.items[index].changedSinceReview =
                old.changedSinceReview || (!old.digest.isEmpty && old.digest != updated.items[index].digest)
        }
        let kept = Set(current.items.map(\.id))
        let orphans = review.items.filter { !kept.contains($0.id) }
        let open = updated.items.indices.filter { marks[updated.items[$0].id] == nil }
        var reworded: Set<String> = []
        for (newIndex, oldIndex) in PracticePairing.reworded(
            orphans.map(\.practice), open.map { updated.items[$0].practice })
        {
            let index = open[newIndex]
            let old = orphans[oldIndex]
            carried += 1
            updated.items[index].status = old.status
            updated.items[index].note = old.note
            updated.items[index].changedSinceReview = true
            reworded.insert(old.id)
        }
        checklist = updated
        removed = orphans.filter { !reworded.contains($0.id) }
        self.carried = carried
    }
}
