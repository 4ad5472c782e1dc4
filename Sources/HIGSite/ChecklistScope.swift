import HIGModel

/// The guidelines a page's checklist holds and the filter that gives them. It is what
/// `hig checklist --page ID` gives (Apple's current guidance), so a review exported from the site
/// names filters that `hig review update` re-scopes to the same items. A page with none of that
/// widens the filter, in the filter itself: a page with no guidance of Apple's (WWDC session notes)
/// to the kinds of source it has, a page only older editions state to its earlier guidance.
struct ChecklistScope: Sendable {
    let filter: GuidelineFilter
    let practices: [Practice]

    init(page: Page, practices known: [String: Practice]) {
        let all = page.practices.compactMap { known[$0] }
        var filter = GuidelineFilter(pages: [page.id])
        let kinds = Set(all.map(\.sourceKind))
        if kinds.isDisjoint(with: SourceKind.apple) {
            filter.sourceKinds = SourceKind.allCases.filter(kinds.contains)
        }
        if !all.contains(where: filter.matches) { filter.includeOutdated = true }
        self.filter = filter
        practices = all.filter(filter.matches)
    }
}
