import HIGModel

/// How new the version of a page in one source is, so that where sources differ the newest
/// wording wins: a later change log or front matter date first; among sources with the same
/// date (or none), an original before a translation, which trails the text it translates.
struct SourceRecency: Comparable, Sendable {
    var revised: String
    var original: Bool

    init(_ draft: PageDraft) {
        revised = draft.revised ?? ""
        original = draft.format != .bilingualMarkdown && draft.koreanNotes.isEmpty && draft.koreanPractices.isEmpty
    }

    static func < (lhs: SourceRecency, rhs: SourceRecency) -> Bool {
        if lhs.revised != rhs.revised { return lhs.revised < rhs.revised }
        return !lhs.original && rhs.original
    }
}
