import HIGExport
import HIGModel

/// One file of the site: where it goes, the template and what the template shows.
struct SitePage: Sendable {
    var path: String
    var template: String
    /// Made on the thread that renders the page, so a large site never holds every view at once.
    var makeView: @Sendable () -> any TemplateFields
    /// How much the page shows (the practices of a HIG page or of its checklist): the heaviest
    /// pages are rendered first, so that none starts last and keeps one core busy alone.
    var weight: Int

    init(path: String, template: String, view: some TemplateFields) {
        self.init(path: path, template: template) { view }
    }

    init(
        path: String, template: String, weight: Int = 0, makeView: @escaping @Sendable () -> any TemplateFields
    ) {
        self.path = path
        self.template = template
        self.weight = weight
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

    /// The frame of the file at `path`; `page` names the HIG page it shows, whose branch the
    /// sidebar opens and whose breadcrumbs and neighbours it gets.
    func frame(for path: String, title: String, page: String? = nil) -> Frame {
        let section = path.split(separator: "/").first.map(String.init) ?? ""
        var frame = Frame(
            root: SiteURLs.root(of: path), title: title,
            nav: Self.navigation.map { item in
                var link = Link(title: item.title, url: item.url)
                link.isCurrent = item.url == path || (path.contains("/") && item.url.hasPrefix(section + "/"))
                return link
            },
            tool: catalog.input.tool, contentDigest: catalog.input.contentDigest,
            indexedDay: String(catalog.input.indexed.prefix(10)))
        let navigation = catalog.navigation
        if let page {
            frame.sidebar = navigation.sidebar(current: page, root: frame.root)
            frame.breadcrumbs = navigation.breadcrumbs(of: page, root: frame.root)
            frame.pager = navigation.pager(of: page, root: frame.root)
        } else {
            frame.sidebar = catalog.closedSidebar(root: frame.root)
        }
        return frame
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
                SitePage(path: path, template: "page", weight: page.practices.count) { [self] in
                    PageView(page, catalog: catalog, frame: frame(for: path, title: page.title, page: page.id))
                })
        }
        return pages
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

    private func checklistPages() -> [SitePage] {
        let index = frame(for: SiteURLs.checklists, title: "Checklists")
        let withPractices = catalog.graph.pages.filter { !$0.practices.isEmpty }.sorted { $0.title < $1.title }
        var pages = [
            SitePage(
                path: SiteURLs.checklists, template: "list",
                view: ListView(
                    frame: index, title: "Checklists",
                    lede:
                        "A review checklist for each page: mark it here and export it for 'hig review report', or print it.",
                    svg: nil,
                    groups: [
                        .init(
                            title: "Pages",
                            links: withPractices.map { checklistLink($0, root: index.root) })
                    ]))
        ]
        for page in withPractices {
            pages.append(ChecklistPage(site: self, page: page).make())
        }
        return pages
    }

    private func checklistLink(_ page: Page, root: String) -> Link {
        let count = ChecklistScope(page: page, practices: catalog.practices).practices.count
        return Link(title: page.title, url: root + catalog.urls.checklist(page.id), detail: "\(count) items")
    }
}
