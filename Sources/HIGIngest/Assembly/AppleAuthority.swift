import HIGModel

/// The sources that decide what a page says today: those of Apple's HIG in English of the
/// newest date, with Apple's own translations at least as new. Other kinds, older editions
/// and undated copies add history, Korean and notes, never current guidance or platforms.
struct AppleAuthority {
    /// The newest dated edition of Apple's HIG among the page's sources.
    let edition: String
    /// The files of that edition (and Apple's translations of it).
    let paths: Set<String>
    /// Copies of the newest edition whose guidance differs from the one picked, which decides:
    /// the copy with the most practices, then the first path.
    let conflicts: (picked: PageDraft, others: [PageDraft])?

    /// Nil when no source of the page is a dated copy of Apple's HIG.
    init?(_ drafts: [PageDraft]) {
        let apple = drafts.filter { $0.kind == .appleHIG }
        guard let newest = apple.compactMap(\.edition).max() else { return nil }
        edition = newest
        let copies = apple.filter { $0.edition == newest }.sorted { lhs, rhs in
            lhs.practices.count != rhs.practices.count
                ? lhs.practices.count > rhs.practices.count : lhs.path < rhs.path
        }
        let picked = copies[0]
        let wording = Self.wording(picked)
        let agreeing = copies.filter { Self.wording($0) == wording }
        let differing = copies.filter { Self.wording($0) != wording }
        conflicts = differing.isEmpty ? nil : (picked, differing)
        let translations = drafts.filter { draft in
            guard draft.kind == .appleTranslation, let edition = draft.edition else { return false }
            return edition >= newest
        }
        paths = Set((agreeing + translations).map(\.path))
    }

    /// What a copy states: its practices' leads, compared without case, spacing or punctuation.
    private static func wording(_ draft: PageDraft) -> Set<String> {
        Set(draft.practices.map { Slug.compact($0.lead) })
    }

    /// The drafts that decide, in the order given.
    func deciding(_ drafts: [PageDraft]) -> [PageDraft] { drafts.filter { paths.contains($0.path) } }

    /// Whether a source of the deciding edition states the practice.
    func states(_ practice: MergedPractice) -> Bool { practice.sources.contains { paths.contains($0.file) } }

    /// A warning naming the copies of one edition that state different guidance.
    var conflictDiagnostics: [Diagnostic] {
        guard let conflicts else { return [] }
        return conflicts.others.map { other in
            Diagnostic(
                file: other.path, line: 1, severity: .warning, id: "ingest.edition.conflict",
                message: "this copy and \(conflicts.picked.path) both claim Apple's edition of \(edition) of "
                    + "'\(conflicts.picked.slug)' but state different guidance; "
                    + "\(conflicts.picked.path) decides (it has more practices, or comes first by path)")
        }
    }
}
