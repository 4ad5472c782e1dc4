import HIGModel

extension SitePages {
    func home() -> SitePage {
        let graph = catalog.graph
        let path = SiteURLs.home
        let frame = frame(for: path, title: "Home")
        let stats: [HomeView.Stat] = [
            .init(count: graph.pages.count, label: "pages"), .init(count: graph.practices.count, label: "practices"),
            .init(count: graph.practices.filter { $0.ko != nil }.count, label: "with Korean"),
            .init(count: graph.taxonomy.machines.map(\.states.count).reduce(0, +), label: "lifecycle states"),
            .init(count: graph.taxonomy.styles.count, label: "presentation styles"),
            .init(count: catalog.symbolUses.count, label: "developer symbols"),
            .init(count: graph.files.count, label: "source files"),
        ]
        let formats = Dictionary(grouping: graph.files, by: \.format).sorted { $0.key < $1.key }.map {
            Link(title: $0.key, url: nil, detail: "\($0.value.count) files")
        }
        let view = HomeView(
            frame: frame, stats: stats, categories: categories(root: frame.root),
            contentDigest: catalog.input.contentDigest, indexedDay: frame.indexedDay, fileCount: graph.files.count,
            formats: formats)
        return SitePage(path: path, template: "home", view: view)
    }

    /// Apple's hierarchy: a heading for each collection of the first level, its pages beneath,
    /// and a subheading for each collection within it (the groups of components). Then the
    /// pages outside it: WWDC session notes, other pages, archived pages, each labelled so.
    private func categories(root: String) -> [HomeView.Category] {
        let hierarchy = catalog.hierarchy
        func link(_ id: String) -> Link {
            let count = catalog.pages[id]?.practices.count ?? 0
            return Link(
                title: catalog.pageTitle(id), url: root + catalog.urls.page(id),
                detail: count == 0 ? nil : ToolWords.count(count, .en))
        }
        var categories: [HomeView.Category] = hierarchy.topLevel.map { id in
            let children = hierarchy.children(of: id)
            let leaves = children.filter { hierarchy.children(of: $0).isEmpty }
            let groups = children.filter { !hierarchy.children(of: $0).isEmpty }.map { group in
                HomeView.Group(groupTitle: link(group), links: hierarchy.children(of: group).map(link))
            }
            return HomeView.Category(
                heading: catalog.pageTitle(id), headingURL: root + catalog.urls.page(id),
                abstract: catalog.pages[id]?.abstract, links: leaves.map(link), groups: groups)
        }
        var sessions: [Link] = []
        var others: [Link] = []
        var archived: [Link] = []
        for id in hierarchy.outside {
            guard let page = catalog.pages[id], !hierarchy.roots.contains(id) else { continue }
            if page.isArchived {
                archived.append(link(id))
            } else if page.metadata["titleHeading"]?.hasPrefix("WWDC") == true {
                sessions.append(link(id))
            } else {
                others.append(link(id))
            }
        }
        let outsideTitle = hierarchy.isEmpty ? "Pages" : "Pages outside Apple's navigation"
        for (heading, links) in [
            ("WWDC session notes", sessions), (outsideTitle, others), ("Archived pages", archived),
        ] where !links.isEmpty {
            categories.append(
                HomeView.Category(heading: heading, headingURL: nil, abstract: nil, links: links, groups: []))
        }
        return categories
    }
}
