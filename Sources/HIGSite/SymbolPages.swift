import HIGModel

extension SitePages {
    func symbolPages() -> [SitePage] {
        let index = frame(for: SiteURLs.symbols, title: "Developer symbols")
        let names = catalog.symbolUses.keys.sorted()
        var pages = [
            SitePage(
                path: SiteURLs.symbols, template: "list",
                view: ListView(
                    frame: index, title: "Developer symbols",
                    lede: "APIs the guidelines name, each with the guidance that names it.", svg: nil,
                    groups: [
                        .init(
                            title: "Symbols",
                            links: names.map { name in
                                let count = catalog.symbolUses[name]?.count ?? 0
                                return Link(
                                    title: name, url: index.root + catalog.urls.symbol(name),
                                    detail: count == 0
                                        ? "listed on a page" : ToolWords.count(count, .en))
                            })
                    ]))
        ]
        for name in names {
            let path = catalog.urls.symbol(name)
            pages.append(SitePage(path: path, template: "list") { [self] in symbolView(name, path: path) })
        }
        return pages
    }

    /// Where Apple documents a symbol, the practices that name it and the pages that list it;
    /// a section only when it has something to show.
    private func symbolView(_ name: String, path: String) -> ListView {
        let frame = frame(for: path, title: name)
        let practices = catalog.symbolUses[name] ?? []
        let pages = catalog.symbolPages[name] ?? []
        var groups: [ListView.Group] = []
        if let documentation = DeveloperSymbol.documentationURL(name) {
            groups.append(
                .init(
                    id: "documentation", title: "Apple's documentation",
                    links: [
                        Link(
                            title: "Find \(name) in Apple's developer documentation", url: documentation, external: true
                        )
                    ]))
        }
        if !practices.isEmpty {
            groups.append(
                .init(
                    id: "practices", title: "Guidance that names it (\(practices.count))",
                    links: practiceLinks(practices, root: frame.root)))
        }
        if !pages.isEmpty {
            groups.append(
                .init(
                    id: "pages", title: "Pages that list it",
                    links: pages.map { Link(title: $0.title, url: frame.root + catalog.urls.page($0.id)) }))
        }
        return ListView(frame: frame, title: name, lede: nil, svg: nil, groups: groups)
    }
}
