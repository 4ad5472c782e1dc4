import HIGModel

/// `hig pages --format json`: `{"pages":[{"id","title","sources","practices","platforms"}]}`;
/// `practices` is the number of practices; an archived page adds `"archived": true` and its
/// `"edition"`.
public struct PagesJSON: Encodable {
    public struct Entry: Encodable {
        public var id: String
        public var title: String
        public var sources: [String]
        public var practices: Int
        public var platforms: [String]
        public var archived: Bool?
        public var edition: String?

        public init(page: PageSummary, paths: PathDisplay) {
            id = page.id
            title = page.title
            sources = page.sources.map(paths.display)
            practices = page.practiceCount
            platforms = page.platforms
            archived = page.archivedEdition == nil ? nil : true
            edition = page.archivedEdition
        }
    }

    public var pages: [Entry]

    public init(pages: [PageSummary], paths: PathDisplay) {
        self.pages = pages.map { Entry(page: $0, paths: paths) }
    }
}

/// `hig show PAGE --format json`: `{"page":{"id","title","sources",…},"practices":[…],"tables":[…]}`;
/// the tables are given once, at the top level, in reading order.
public struct PageJSON: Encodable {
    public var page: Page
    public var practices: [Practice]
    public var tables: [TableJSON]

    public init(page: Page, practices: [Practice], paths: PathDisplay) {
        self.tables = page.allTables.map { TableJSON($0, page: page.id, paths: paths) }
        self.page = paths.page(page).withoutTables
        self.practices = practices.map(paths.practice)
    }
}
