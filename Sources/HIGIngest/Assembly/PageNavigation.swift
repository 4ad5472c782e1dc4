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

    /// Sets the page's parent and listing; a warning when its breadcrumb names no other page,
    /// which leaves the page outside the navigation.
    func place(_ page: inout Page, drafts: [PageDraft]) -> Diagnostic? {
        let newestFirst = drafts.sorted { SourceRecency($0) > SourceRecency($1) }
        var diagnostic: Diagnostic?
        if let source = newestFirst.first(where: { !$0.navigation.breadcrumb.isEmpty }),
            let named = source.navigation.breadcrumb.last
        {
            if let parent = resolve(named), parent != page.id {
                page.parent = parent
            } else {
                diagnostic = Diagnostic(
                    file: source.path, line: source.navigation.breadcrumbLine, severity: .warning,
                    id: "ingest.navigation.unknown-parent",
                    message:
                        "the breadcrumb names '\(named.text)' (\(named.url)) above this page, but no other page has that file or title; the page is listed outside the navigation"
                )
            }
        }
        var listing: [String] = []
        for link in newestFirst.first(where: { !$0.navigation.listing.isEmpty })?.navigation.listing ?? [] {
            if let id = resolve(link), id != page.id, !listing.contains(id) { listing.append(id) }
        }
        page.listing = listing.isEmpty ? nil : listing
        return diagnostic
    }

    private func resolve(_ link: InlineLink) -> String? {
        if let reference = LinkReference.reference(for: link), reference.kind == .page,
            let id = aliases[reference.target]
        {
            return id
        }
        return idsByTitle[link.text.trimmed.lowercased()]
    }
}
