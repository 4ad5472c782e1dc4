import HIGExport
import HIGModel

/// One file of the site: where it goes, the template and what the template shows.
struct SitePage: Sendable {
    var path: String
    var template: String
    /// Made on the thread that renders the page, so a large site never holds every view at once.
    var makeView: @Sendable () -> any TemplateFields

    init(path: String, template: String, view: some TemplateFields) {
        self.init(path: path, template: template) { view }
    }

    init(path: String, template: String, makeView: @escaping @Sendable () -> any TemplateFields) {
        self.path = path
        self.template = template
        self.makeView = makeView
    }
}

/// Every page of the site, built from the catalog.
struct SitePages: Sendable {
    let catalog: SiteCatalog

    static let navigation: [(title: String, url: String)] = [
        ("Pages", SiteURLs.pages), ("Platforms", SiteURLs.platforms), ("Lifecycle", SiteURLs.lifecycle),
        ("Styles", SiteURLs.styles), ("Symbols", SiteURLs.symbols), ("Checklists", SiteURLs.checklists),
        ("Search", SiteURLs.search),
    ]

    func frame(for path: String, title: String) -> Frame {
        let section = path.split(separator: "/").first.map(String.init) ?? ""
        return Frame(
            root: SiteURLs.root(of: path), title: title,
            nav: Self.navigation.map { item in
                var link = Link(title: item.title, url: item.url)
                link.isCurrent = item.url == path || (path.contains("/") && item.url.hasPrefix(section + "/"))
                return link
            },
            tool: catalog.input.tool, contentDigest: catalog.input.contentDigest,
            indexedDay: String(catalog.input.indexed.prefix(10)))
    }

    func all() -> [SitePage] {
        var pages = [home(), search()]
        pages += pageIndex() + platformPages() + LifecyclePages(site: self).all() + stylePages() + symbolPages()
        pages += checklistPages()
        return pages
    }

    /// Practices listed on a topic page (a platform, state, style or symbol): each a link to
    /// the practice on its own page, with its page and strength. Past `topicListLimit`, one link
    /// per page instead, with how many of its practices belong, in the order the practices come:
    /// a topic of tens of thousands of practices still makes a page a browser opens quickly.
    func practiceLinks(_ practices: [Practice], root: String) -> [Link] {
        guard practices.count > catalog.input.topicListLimit else {
            return practices.map { practice in
                Link(
                    title: practice.lead, url: root + catalog.urls.practice(practice),
                    detail: "\(catalog.pageTitle(practice.page)) · \(practice.strength.rawValue)")
            }
        }
        var pageOrder: [String] = []
        var counts: [String: Int] = [:]
        for practice in practices {
            if counts[practice.page] == nil { pageOrder.append(practice.page) }
            counts[practice.page, default: 0] += 1
        }
        return pageOrder.map { page in
            let count = counts[page] ?? 0
            return Link(
                title: catalog.pageTitle(page), url: root + catalog.urls.page(page),
                detail: count == 1 ? "1 practice" : "\(count) practices")
        }
    }

    private func home() -> SitePage {
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

    /// Pages by the category the taxonomy names for them; WWDC session notes by their heading;
    /// the rest as guidelines or other pages.
    private func categories(root: String) -> [HomeView.Category] {
        var groups: [(String, [Link])] = []
        func add(_ title: String, _ page: Page) {
            let link = Link(
                title: page.title, url: root + catalog.urls.page(page.id),
                detail: page.practices.isEmpty ? nil : "\(page.practices.count) practices")
            if let index = groups.firstIndex(where: { $0.0 == title }) {
                groups[index].1.append(link)
            } else {
                groups.append((title, [link]))
            }
        }
        for page in catalog.graph.pages.sorted(by: { $0.title < $1.title }) {
            if let category = catalog.graph.taxonomy.categories.first(where: { $0.pages.contains(page.id) }) {
                add(category.name, page)
            } else if let heading = page.metadata["titleHeading"], heading.hasPrefix("WWDC") {
                add("WWDC sessions", page)
            } else {
                add(page.practices.isEmpty ? "Other pages" : "Guidelines", page)
            }
        }
        let order = catalog.graph.taxonomy.categories.map(\.name) + ["Guidelines", "WWDC sessions", "Other pages"]
        return groups.sorted {
            (order.firstIndex(of: $0.0) ?? order.count) < (order.firstIndex(of: $1.0) ?? order.count)
        }
        .map { HomeView.Category(heading: $0.0, links: $0.1) }
    }

    private func search() -> SitePage {
        SitePage(
            path: SiteURLs.search, template: "search",
            view: SearchView(frame: frame(for: SiteURLs.search, title: "Search")))
    }

    private func pageIndex() -> [SitePage] {
        let index = frame(for: SiteURLs.pages, title: "Pages")
        let links = catalog.graph.pages.sorted { $0.title < $1.title }.map {
            Link(title: $0.title, url: index.root + catalog.urls.page($0.id), detail: "\($0.practices.count) practices")
        }
        var pages = [
            SitePage(
                path: SiteURLs.pages, template: "list",
                view: ListView(
                    frame: index, title: "Pages", lede: nil, svg: nil, groups: [.init(title: "All pages", links: links)]
                ))
        ]
        for page in catalog.graph.pages {
            let path = catalog.urls.page(page.id)
            pages.append(
                SitePage(path: path, template: "page") { [self] in
                    PageView(page, catalog: catalog, frame: frame(for: path, title: page.title))
                })
        }
        return pages
    }

    private func platformPages() -> [SitePage] {
        let taxonomy = catalog.graph.taxonomy
        let index = frame(for: SiteURLs.platforms, title: "Platforms")
        var pages = [
            SitePage(
                path: SiteURLs.platforms, template: "list",
                view: ListView(
                    frame: index, title: "Platforms", lede: nil, svg: nil,
                    groups: [
                        .init(
                            title: "Platforms",
                            links: taxonomy.platforms.map {
                                Link(title: $0.name, url: index.root + catalog.urls.platform($0.id), detail: $0.ko)
                            })
                    ]))
        ]
        for platform in taxonomy.platforms {
            let path = catalog.urls.platform(platform.id)
            pages.append(SitePage(path: path, template: "list") { [self] in platformView(platform, path: path) })
        }
        return pages
    }

    /// A platform's pages, and the practices that apply to it but not to every platform.
    private func platformView(_ platform: PlatformInfo, path: String) -> ListView {
        let frame = frame(for: path, title: platform.name)
        let applying = catalog.graph.pages.filter { $0.platforms.contains(platform.id) }
        let specific = catalog.platformSpecificPractices[platform.id] ?? []
        var groups = [
            ListView.Group(
                id: "pages", title: "Pages that apply to \(platform.name)",
                links: applying.map { Link(title: $0.title, url: frame.root + catalog.urls.page($0.id)) })
        ]
        if specific.count > catalog.input.topicListLimit {
            groups.append(
                .init(
                    id: "practices", title: "Pages with practices not for every platform (\(specific.count))",
                    links: practiceLinks(specific, root: frame.root)))
        } else {
            groups += practiceGroupsByPage(specific, root: frame.root)
        }
        return ListView(
            frame: frame, title: "\(platform.name) · \(platform.ko)",
            lede:
                "Guidance that applies to \(platform.name), and the practices that apply to it but not to every platform.",
            svg: nil, groups: groups)
    }

    /// A platform's practices that are not for every platform, a group for each page.
    private func practiceGroupsByPage(_ specific: [Practice], root: String) -> [ListView.Group] {
        var groups: [ListView.Group] = []
        for (pageID, practices) in Dictionary(grouping: specific, by: \.page).sorted(by: { $0.key < $1.key }) {
            groups.append(
                .init(
                    id: "page-" + SiteURLs.fileName(for: pageID),
                    title: "\(catalog.pageTitle(pageID)): not for every platform",
                    links: practiceLinks(practices, root: root)))
        }
        return groups
    }

    private func stylePages() -> [SitePage] {
        let styles = catalog.graph.taxonomy.styles
        let index = frame(for: SiteURLs.styles, title: "Presentation styles")
        let families = Dictionary(grouping: styles, by: \.family).sorted { $0.key < $1.key }
        var pages = [
            SitePage(
                path: SiteURLs.styles, template: "list",
                view: ListView(
                    frame: index, title: "Presentation styles", lede: nil, svg: nil,
                    groups: families.map { family in
                        .init(
                            title: family.key.capitalized,
                            links: family.value.map {
                                Link(title: $0.name, url: index.root + catalog.urls.style($0.id), detail: $0.ko)
                            })
                    }))
        ]
        for style in styles {
            let path = catalog.urls.style(style.id)
            pages.append(SitePage(path: path, template: "list") { [self] in styleView(style, path: path) })
        }
        return pages
    }

    /// A style's developer symbols and the practices about it.
    private func styleView(_ style: PresentationStyle, path: String) -> ListView {
        let frame = frame(for: path, title: style.name)
        let symbols = style.symbols.map { symbol in
            Link(
                title: symbol,
                url: catalog.symbolUses[symbol] == nil ? nil : frame.root + catalog.urls.symbol(symbol),
                detail: "symbol")
        }
        let tagged = catalog.practicesByStyle[style.id] ?? []
        return ListView(
            frame: frame, title: "\(style.name) · \(style.ko)",
            lede: "Also called: " + style.synonyms.joined(separator: ", "), svg: nil,
            groups: [
                .init(id: "symbols", title: "Developer symbols", links: symbols),
                .init(
                    id: "practices", title: "Practices (\(tagged.count))",
                    links: practiceLinks(tagged, root: frame.root)),
            ])
    }

    private func symbolPages() -> [SitePage] {
        let index = frame(for: SiteURLs.symbols, title: "Developer symbols")
        let names = catalog.symbolUses.keys.sorted()
        var pages = [
            SitePage(
                path: SiteURLs.symbols, template: "list",
                view: ListView(
                    frame: index, title: "Developer symbols", lede: "APIs the guidelines name.", svg: nil,
                    groups: [
                        .init(
                            title: "Symbols",
                            links: names.map {
                                Link(
                                    title: $0, url: index.root + catalog.urls.symbol($0),
                                    detail: "\(catalog.symbolUses[$0]?.count ?? 0) practices")
                            })
                    ]))
        ]
        for name in names {
            let path = catalog.urls.symbol(name)
            pages.append(SitePage(path: path, template: "list") { [self] in symbolView(name, path: path) })
        }
        return pages
    }

    /// The pages that list a symbol and the practices that name it.
    private func symbolView(_ name: String, path: String) -> ListView {
        let frame = frame(for: path, title: name)
        return ListView(
            frame: frame, title: name, lede: nil, svg: nil,
            groups: [
                .init(
                    id: "pages", title: "Pages that list it",
                    links: (catalog.symbolPages[name] ?? []).map {
                        Link(title: $0.title, url: frame.root + catalog.urls.page($0.id))
                    }),
                .init(
                    id: "practices", title: "Practices that name it",
                    links: practiceLinks(catalog.symbolUses[name] ?? [], root: frame.root)),
            ])
    }

    private func checklistPages() -> [SitePage] {
        let index = frame(for: SiteURLs.checklists, title: "Checklists")
        let withPractices = catalog.graph.pages.filter { !$0.practices.isEmpty }.sorted { $0.title < $1.title }
        var pages = [
            SitePage(
                path: SiteURLs.checklists, template: "list",
                view: ListView(
                    frame: index, title: "Checklists",
                    lede:
                        "A printable review checklist for each page; 'hig checklist' exports them as Markdown, CSV or JSON to fill in.",
                    svg: nil,
                    groups: [
                        .init(
                            title: "Pages",
                            links: withPractices.map {
                                Link(
                                    title: $0.title, url: index.root + catalog.urls.checklist($0.id),
                                    detail: "\($0.practices.count) items")
                            })
                    ]))
        ]
        for page in withPractices {
            pages.append(ChecklistPage(site: self, page: page).make())
        }
        return pages
    }
}
