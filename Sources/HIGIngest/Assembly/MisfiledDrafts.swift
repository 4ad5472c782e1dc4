import HIGModel

/// Sources saved under one page's name that hold another page's text: a study note copied into
/// `going-full-screen.md` with File management's guidelines in it. Its file name and title say
/// one page; its guidelines say another. What a source holds decides: it joins the page whose
/// guidelines it gives, with a warning naming both, rather than giving its own page guidance
/// that page never had.
///
/// Only a source that declares no page (no HIG address) is moved, and only when it shares no
/// guideline with the other sources of its own page, and at least `minimumShared` and at least
/// half of its guidelines with one other page.
struct MisfiledDrafts {
    static let minimumShared = 3

    struct Move: Equatable {
        var path: String
        var from: String
        var to: String
        var shared: Int
        var total: Int
    }

    private(set) var moves: [Move] = []

    /// - Parameter groups: page key → the drafts grouped under it by their names.
    init(_ groups: [String: [PageDraft]]) {
        // Which pages hold each lead: a draft's shared leads are counted through it, never by
        // comparing the draft with every page (quadratic in a content of thousands of pages).
        var pagesByLead: [String: Set<String>] = [:]
        for (key, drafts) in groups {
            for lead in drafts.flatMap(Self.leads) { pagesByLead[lead, default: []].insert(key) }
        }
        for (key, drafts) in groups.sorted(by: { $0.key < $1.key }) {
            for (index, draft) in drafts.enumerated() where draft.declaredSlug == nil {
                let leads = Set(Self.leads(of: draft))
                guard leads.count >= Self.minimumShared else { continue }
                let others = drafts.indices.filter { $0 != index }.flatMap { Self.leads(of: drafts[$0]) }
                guard leads.isDisjoint(with: others) else { continue }
                var shared: [String: Int] = [:]
                for lead in leads {
                    for page in pagesByLead[lead, default: []] where page != key { shared[page, default: 0] += 1 }
                }
                guard let best = shared.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                    best.value >= Self.minimumShared, best.value * 2 >= leads.count
                else { continue }
                moves.append(Move(path: draft.path, from: key, to: best.key, shared: best.value, total: leads.count))
            }
        }
    }

    /// A warning for each source moved, naming the page its name gives and the one it joins.
    var diagnostics: [Diagnostic] {
        moves.map { move in
            Diagnostic(
                file: move.path, line: 1, severity: .warning, id: "ingest.page.misfiled",
                message:
                    "its name makes it page \(move.from), but \(move.shared) of its \(move.total) guidelines are page "
                    + "\(move.to)'s and none are \(move.from)'s; read as page \(move.to) (rename the file, or give it "
                    + "a 'Source:' line with its page's URL)")
        }
    }

    /// The English leads of a draft, compared as the practice merge compares them.
    private static func leads(of draft: PageDraft) -> [String] {
        draft.practices.map { Slug.compact($0.lead) }
    }
}
