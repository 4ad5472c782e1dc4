import HIGModel

/// How new the version of a page in one source is, so that where sources differ the newest
/// wording wins: Apple's HIG before any other kind (which never gives current wording where
/// Apple states it); then a later change log or front matter date; among sources with the same
/// date (or none), an original before a translation, which trails the text it translates.
struct SourceRecency: Comparable, Sendable {
    var authority: Int
    var revised: String
    var original: Bool

    init(_ draft: PageDraft) {
        authority = draft.kind == .appleHIG ? 1 : 0
        revised = draft.revised ?? ""
        original = draft.format != .bilingualMarkdown && draft.koreanNotes.isEmpty && draft.koreanPractices.isEmpty
    }

    static func < (lhs: SourceRecency, rhs: SourceRecency) -> Bool {
        if lhs.authority != rhs.authority { return lhs.authority < rhs.authority }
        if lhs.revised != rhs.revised { return lhs.revised < rhs.revised }
        return !lhs.original && rhs.original
    }
}
