import Foundation
import HIGExport
import HIGModel

/// A review re-scoped against the current content: the file, and what happened to the marks.
package struct ReviewUpdateOutcome: Sendable {
    package var data: Data
    /// Values of the review's filters the current content no longer has: left out.
    package var unknownScope: [UnknownScopeValue]
    /// What the update covers, after those were left out ("all guidelines", "page multitasking").
    package var scopeSummary: String
    package var carried: Int
    package var changedSinceReview: Int
    package var removed: Int
    package var added: Int
}

extension KnowledgeBase {
    /// `hig review update`: the review's own filters against the current content, its marks
    /// carried over to the guidelines that remain, written in the review's language.
    package func updateReview(_ review: ReviewDocument, format: ChecklistFormat, excel: Bool) throws
        -> ReviewUpdateOutcome
    {
        let old = try review.usable()
        var filters = old.header.filters
        var filter = filters.filter
        var unknown: [UnknownScopeValue] = []
        if old.header.isDeclared {
            // The review's own filters, exactly: "all guidelines" stays all, and pages added since
            // come in as new. A value the content no longer has is dropped.
            let scope = try currentScope(of: filter)
            filter = scope.filter
            filters.filter = filter
            unknown = scope.unknown
        } else {
            // A file that does not say its filters (a CSV from elsewhere): its pages.
            filter.pages = Array(Set(old.items.map(\.practice.page))).sorted()
        }
        let current = try checklist(query: filters.query, filter: filter, lang: filters.lang, scope: filters.scope)
        let update = ReviewUpdate(review: old, current: current)
        let style = ChecklistStyle(format: format, lang: filters.lang, excel: excel)
        return ReviewUpdateOutcome(
            data: try style.render(update.checklist, removed: update.removed), unknownScope: unknown,
            scopeSummary: filters.summary, carried: update.carried,
            changedSinceReview: update.checklist.items.filter(\.changedSinceReview).count,
            removed: update.removed.count, added: update.checklist.items.count - update.carried)
    }
}

extension ChecklistHeader {
    /// Whether the file said what it was exported with: every export names the tool, and a
    /// header made up for a file without one (a CSV from elsewhere) names none.
    var isDeclared: Bool { !tool.isEmpty }
}
