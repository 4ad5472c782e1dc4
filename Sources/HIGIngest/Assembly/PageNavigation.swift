import HIGModel

/// Resolves the breadcrumb and collection links of a page's sources to pages: a page's parent
/// is the last page its newest breadcrumb names, its listing the pages its collection lists.
/// A link resolves by its file (as any link between pages does), else by its text as a page
/// title: the guidelines' breadcrumbs name their home `README.md`, a file no collection holds.
struct PageNavigation {
    let aliases: [String: String]
    /// Lowercased title → page ID.
    let idsByTitle: [String: String]

    init(aliases: [String: String], titles: [String: String]) {
        self.aliases = aliases
        var ids: [String: String] = [:]
        for (id, title) in titles.sorted(by: { $0.key < $1.key }) where ids[title.lowercased()] == nil {
            ids[title.lowercased()] = id
        }
        idsByTitle = ids
    }

    func place(_ page: inout Page, drafts: [PageDraft]) {
        let newestFirst = drafts.sorted { SourceRecency($0) > SourceRecency($1) }
        if let crumbs = newestFirst.first(where: { !$0.navigation.breadcrumb.isEmpty })?.navigation.breadcrumb,
            let parent = crumbs.last.flatMap(resolve), parent != page.id
        {
            page.parent = parent
        }
        var listing: [String] = []
        for link in newestFirst.first(where: { !$0.navigation.listing.isEmpty })?.navigation.listing ?? [] {
            if let id = resolve(link), id != page.id, !listing.contains(id) { listing.append(id) }
        }
        page.listing = listing.isEmpty ? nil : listing
    }

    private func resolve(_ link: InlineLink) -> String? {
        if let reference = ReferenceExtractor.reference(for: link), reference.kind == .page,
            let id = aliases[reference.target]
        {
            return id
        }
        return idsByTitle[link.text.trimmed.lowercased()]
    }
}
