import HIGModel

extension GraphDiff {
    /// The changes to guidelines the filter selects, in either snapshot; pages left without any
    /// are dropped, unless the filter names the page.
    package func filtered(by filter: GuidelineFilter) -> GraphDiff {
        guard !filter.isEmpty else { return self }
        var everything = filter
        everything.includeOutdated = true
        var result = self
        result.pages = pages.compactMap { page in
            var page = page
            page.practices = page.practices.filter { change in
                [change.new, change.old].contains { $0.map(everything.matches) ?? false }
            }
            let named = filter.pages.contains(page.id) || page.oldID.map(filter.pages.contains) == true
            return page.practices.isEmpty && !(named && page.kind != .changed) ? nil : page
        }
        return result
    }
}
