import HIGModel

/// Re-scopes a review against newer content: the current checklist for the same filters, with
/// the reviewer's marks and notes carried over to the guidelines they were made on (see
/// `ReviewPairing`). Guidelines whose text changed since the review keep their mark and are
/// flagged; so does a guideline reworded under a new ID, found the way `hig diff` finds it.
/// Those no longer in scope are listed, with those an earlier update listed that are still out.
package struct ReviewUpdate: Sendable {
    package var checklist: Checklist
    package var removed: [ChecklistItem]
    package var carried: Int

    package init(review: Checklist, current: Checklist) {
        let pairing = ReviewPairing(review: review.items, current: current.items)
        var updated = current
        for index in updated.items.indices { updated.items[index].newSinceReview = true }
        for pair in pairing.pairs {
            let old = review.items[pair.review]
            let changedNow =
                pair.textChanged || (!old.digest.isEmpty && old.digest != updated.items[pair.current].digest)
            updated.items[pair.current].status = old.status
            updated.items[pair.current].note = old.note
            updated.items[pair.current].newSinceReview = false
            updated.items[pair.current].changedSinceReview = old.changedSinceReview || changedNow
            // The wording the reviewer saw: kept from an earlier update while the flag stays.
            updated.items[pair.current].previousWording =
                (old.changedSinceReview ? old.previousWording : nil) ?? (changedNow ? old.wording : nil)
        }
        let removedNow = pairing.unpairedReview.map { review.items[$0] }
        // Removed by an earlier update and still out of scope: still removed, with the marks they
        // had, so a second update does not lose what the first one listed.
        let inScope = Set(current.items.map(\.id)).union(removedNow.map(\.id))
        removed = review.removed.filter { !inScope.contains($0.id) } + removedNow
        updated.removed = removed
        checklist = updated
        carried = pairing.pairs.count
    }
}
