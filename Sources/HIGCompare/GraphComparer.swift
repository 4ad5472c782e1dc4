import HIGModel

/// Compares two rule graphs: pages by ID, then a page whose ID changed by its title or by the
/// guidelines it keeps; within a page, practices by ID, then by rewording (`PracticePairing`).
/// Only current guidance counts: archived pages and outdated practices are left out on both sides.
package struct GraphComparer: Sendable {
    package init() {}

    /// - Parameters:
    ///   - oldEdition, newEdition: the date a listing gives a snapshot whose pages carry no
    ///     change log (the 2022 notes), used when its pages do not date it.
    package func compare(
        _ old: RuleGraph, _ new: RuleGraph, oldName: String = "old", newName: String = "new",
        oldEdition: String? = nil, newEdition: String? = nil
    ) -> GraphDiff {
        let oldSide = Side(old)
        let newSide = Side(new)
        let pairs = PagePairing.pairs(old: oldSide, new: newSide)
        let oldDate = oldSide.date ?? oldEdition
        var changes: [PageChange] = []
        for page in newSide.pages {
            guard let oldPage = pairs[page.id] else {
                changes.append(
                    PageChange(
                        kind: .added, id: page.id, title: page.title,
                        changeLog: Self.entries(page, after: oldDate),
                        practices: newSide.practices(of: page).map {
                            PracticeChange(kind: .added, new: $0, old: nil)
                        }))
                continue
            }
            let practices = PracticePairing.changes(
                old: oldSide.practices(of: oldPage), new: newSide.practices(of: page))
            let log = Self.entries(page, after: Self.newest(oldPage) ?? oldDate)
            let renamed = oldPage.id != page.id
            guard renamed || !practices.isEmpty || !log.isEmpty else { continue }
            changes.append(
                PageChange(
                    kind: renamed ? .renamed : .changed, id: page.id, title: page.title,
                    oldID: renamed ? oldPage.id : nil, oldTitle: renamed ? oldPage.title : nil, changeLog: log,
                    practices: practices))
        }
        let kept = Set(pairs.values.map(\.id))
        for page in oldSide.pages where !kept.contains(page.id) {
            changes.append(
                PageChange(
                    kind: .removed, id: page.id, title: page.title,
                    practices: oldSide.practices(of: page).map { PracticeChange(kind: .removed, new: nil, old: $0) }))
        }
        return GraphDiff(
            old: GraphDiff.Snapshot(name: oldName, date: oldDate),
            new: GraphDiff.Snapshot(name: newName, date: newSide.date ?? newEdition),
            pages: changes)
    }

    /// The page's change-log rows dated after `date` (all of them when nothing dates the older side).
    private static func entries(_ page: Page, after date: String?) -> [ChangeLogEntry] {
        (page.changeLog ?? []).filter { entry in date.map { entry.date > $0 } ?? true }
    }

    private static func newest(_ page: Page) -> String? {
        page.changeLog?.map(\.date).max()
    }
}

/// One snapshot's current guidance.
struct Side {
    var pages: [Page]
    private var practicesByID: [String: Practice]

    init(_ graph: RuleGraph) {
        pages = graph.pages.filter { !$0.isArchived }
        practicesByID = Dictionary(
            graph.practices.filter { !$0.isOutdated }.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    func practices(of page: Page) -> [Practice] {
        page.practices.compactMap { practicesByID[$0] }
    }

    /// The newest change-log date of any page.
    var date: String? {
        pages.compactMap { $0.changeLog?.map(\.date).max() }.max()
    }
}
