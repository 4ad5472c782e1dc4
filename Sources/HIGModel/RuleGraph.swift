/// Everything ingest knows: pages, practices, the lifecycle model and the styles, in a
/// deterministic order.
public struct RuleGraph: Hashable, Codable, Sendable {
    public var pages: [Page]
    public var practices: [Practice]
    public var taxonomy: Taxonomy
    public var files: [IngestedFile]
    /// The edition of the newest listed collection of English pages: a page that only older
    /// listed sources hold is archived (see `Page.archivedEdition`).
    public var currentEdition: String?

    public init(
        pages: [Page] = [], practices: [Practice] = [], taxonomy: Taxonomy = Taxonomy(),
        files: [IngestedFile] = []
    ) {
        self.pages = pages
        self.practices = practices
        self.taxonomy = taxonomy
        self.files = files
    }

    public func page(id: String) -> Page? { pages.first { $0.id == id } }
    public func practice(id: String) -> Practice? { practices.first { $0.id == id } }
}

/// A content file and the format it was read as.
public struct IngestedFile: Hashable, Codable, Sendable {
    public var path: String
    public var format: String
    public var page: String?

    public init(path: String, format: String, page: String?) {
        self.path = path
        self.format = format
        self.page = page
    }
}
