import HIGModel

extension SitePages {
    func platformPages() -> [SitePage] {
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
                                Link(
                                    title: $0.name, url: index.root + catalog.urls.platform($0.id),
                                    detail: $0.ko == $0.name ? nil : $0.ko)
                            })
                    ]))
        ]
        for platform in taxonomy.platforms {
            let path = catalog.urls.platform(platform.id)
            pages.append(SitePage(path: path, template: "platform") { [self] in platformView(platform, path: path) })
        }
        return pages
    }

    /// A platform's pages in Apple's order, each with how many of its practices apply, then
    /// the guidance that applies to it but not to every platform, folded page by page.
    private func platformView(_ platform: PlatformInfo, path: String) -> PlatformView {
        let frame = frame(for: path, title: platform.name)
        var applying: [String: Int] = [:]
        for practice in catalog.graph.practices where practice.platforms.contains(platform.id) {
            applying[practice.page, default: 0] += 1
        }
        let specific = catalog.platformSpecificPractices[platform.id] ?? []
        let specificByPage = Dictionary(grouping: specific, by: \.page)
        let order = Dictionary(
            catalog.hierarchy.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        // Pages with guidance for the platform: a collection page that only lists others has none.
        let pages = catalog.graph.pages.filter { applying[$0.id] != nil }.sorted {
            (order[$0.id] ?? Int.max, $0.title) < (order[$1.id] ?? Int.max, $1.title)
        }
        func counted(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }
        var sections: [PlatformView.PageSection] = []
        for page in pages {
            let only = specificByPage[page.id]?.count ?? 0
            let detail =
                ToolWords.count(applying[page.id] ?? 0, .en) + (only > 0 ? " · \(only) not for every platform" : "")
            let link = Link(title: page.title, url: frame.root + catalog.urls.page(page.id), detail: detail)
            let heading = catalog.hierarchy.section(of: page.id).map(catalog.pageTitle) ?? "Other pages"
            if sections.last?.sectionHeading == heading {
                sections[sections.count - 1].links.append(link)
            } else {
                sections.append(PlatformView.PageSection(sectionHeading: heading, links: [link]))
            }
        }
        let listsPractices = specific.count <= catalog.input.topicListLimit
        let groups = pages.compactMap { page -> PlatformView.PageGroup? in
            guard let practices = specificByPage[page.id] else { return nil }
            return PlatformView.PageGroup(
                anchor: "page-" + SiteURLs.fileName(for: page.id), heading: page.title,
                count: ToolWords.count(practices.count, .en),
                links: listsPractices ? practiceLinks(practices, root: frame.root) : [],
                pageURL: frame.root + catalog.urls.page(page.id))
        }
        let total = applying.values.reduce(0, +)
        return PlatformView(
            frame: frame, title: platform.name, koreanName: platform.ko == platform.name ? nil : platform.ko,
            lede: "\(ToolWords.count(total, .en)) on \(counted(pages.count, "page")) apply to \(platform.name); "
                + "\(specific.count) of them apply to some other platforms but not to all.",
            pageCount: pages.count, pageSections: sections, specificCount: specific.count, specific: groups)
    }
}
