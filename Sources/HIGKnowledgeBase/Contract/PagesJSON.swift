import HIGModel

/// `hig pages --format json`: `{"pages":[{"id","title","sources","practices","platforms","url",
/// "edition","sourceDetails"}]}`; `practices` is the number of practices; `url` is the page on
/// Apple's site (null when no Apple source holds it); `edition` the one that decides what the page
/// says (for an archived page, its newest); `sourceDetails` each source's `file`, `kind` and
/// `edition`; `parent` the page above it in Apple's navigation (null outside it) and `children`
/// the pages below it, in Apple's order. An archived page adds `"archived": true`.
package struct PagesJSON: Encodable {
    package struct Entry: Encodable {
        package var id: String
        package var title: String
        package var sources: [String]
        package var practices: Int
        package var platforms: [String]
        package var url: String?
        package var edition: String?
        package var sourceDetails: [SourceDetail]
        package var archived: Bool?
        package var parent: String?
        package var children: [String]

        package init(page: PageSummary, paths: PathDisplay, hierarchy: PageHierarchy) {
            id = page.id
            title = page.title
            sources = page.sources.map(paths.display)
            practices = page.practiceCount
            platforms = page.platforms
            archived = page.archivedEdition == nil ? nil : true
            url = page.url
            edition = page.archivedEdition ?? page.edition
            sourceDetails = page.sourceDetails.map(paths.detail)
            parent = hierarchy.parent(of: page.id)
            children = hierarchy.children(of: page.id)
        }

        private enum CodingKeys: String, CodingKey {
            case id, title, sources, practices, platforms, url, edition, sourceDetails, archived, parent, children
        }

        /// `url` and `edition` are written as null when unknown, so every page has the same keys.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(title, forKey: .title)
            try container.encode(sources, forKey: .sources)
            try container.encode(practices, forKey: .practices)
            try container.encode(platforms, forKey: .platforms)
            try container.encode(url, forKey: .url)
            try container.encode(edition, forKey: .edition)
            try container.encode(sourceDetails, forKey: .sourceDetails)
            try container.encodeIfPresent(archived, forKey: .archived)
            try container.encode(parent, forKey: .parent)
            try container.encode(children, forKey: .children)
        }
    }

    package var pages: [Entry]

    package init(pages: [PageSummary], paths: PathDisplay) {
        let hierarchy = PageHierarchy(summaries: pages)
        self.pages = pages.map { Entry(page: $0, paths: paths, hierarchy: hierarchy) }
    }
}

/// `hig show PAGE --format json`: `{"page":{"id","title","sources",…},"practices":[…],"tables":[…]}`;
/// the tables are given once, at the top level, in reading order. The page's `url` and `edition`
/// are null when unknown, as in `hig pages` and on practices: every object of a kind has the same
/// keys, so a reader never has to tell a missing key from a missing value.
package struct PageJSON: Encodable {
    package var page: Page
    package var practices: [Practice]
    package var tables: [TableJSON]

    package init(page: Page, practices: [Practice], paths: PathDisplay) {
        self.tables = page.allTables.map { TableJSON($0, page: page.id, paths: paths) }
        self.page = paths.page(page).withoutTables
        self.practices = practices.map(paths.practice)
    }

    private enum CodingKeys: String, CodingKey {
        case page, practices, tables
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(PageWithNulls(page: page), forKey: .page)
        try container.encode(practices, forKey: .practices)
        try container.encode(tables, forKey: .tables)
    }
}

/// A page's own encoding (which leaves out what it lacks, to keep the index small) plus `url`
/// and `edition` as null where unknown.
private struct PageWithNulls: Encodable {
    let page: Page

    private enum CodingKeys: String, CodingKey {
        case url, edition
    }

    func encode(to encoder: any Encoder) throws {
        try page.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if page.url == nil { try container.encodeNil(forKey: .url) }
        if page.edition == nil { try container.encodeNil(forKey: .edition) }
    }
}
