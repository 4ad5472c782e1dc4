import HIGModel

/// Which older page each newer page is: the one with its ID; else, for a page whose ID is new,
/// an older page with no counterpart that has its title or keeps most of its guidelines.
enum PagePairing {
    /// What share of the smaller page's leads the two must share to be one renamed page.
    static let sharedLeads = 0.5

    /// Newer page ID → older page.
    static func pairs(old: Side, new: Side) -> [String: Page] {
        let oldByID = Dictionary(old.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String: Page] = [:]
        for page in new.pages { if let match = oldByID[page.id] { result[page.id] = match } }
        let newIDs = Set(new.pages.map(\.id))
        var orphans = old.pages.filter { !newIDs.contains($0.id) }
        for page in new.pages where result[page.id] == nil {
            let leads = Set(new.practices(of: page).map { normalized($0.lead) })
            let best = orphans.indices.max { lhs, rhs in
                score(orphans[lhs], leads: leads, title: page.title, side: old)
                    < score(orphans[rhs], leads: leads, title: page.title, side: old)
            }
            guard let best, score(orphans[best], leads: leads, title: page.title, side: old) > 0 else { continue }
            result[page.id] = orphans.remove(at: best)
        }
        return result
    }

    /// 2 for the same title, else the share of leads kept when it reaches `sharedLeads`, else 0.
    private static func score(_ candidate: Page, leads: Set<String>, title: String, side: Side) -> Double {
        if normalized(candidate.title) == normalized(title) { return 2 }
        let theirs = Set(side.practices(of: candidate).map { normalized($0.lead) })
        let smaller = min(theirs.count, leads.count)
        guard smaller > 0 else { return 0 }
        let share = Double(theirs.intersection(leads).count) / Double(smaller)
        return share >= sharedLeads ? share : 0
    }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }
}
