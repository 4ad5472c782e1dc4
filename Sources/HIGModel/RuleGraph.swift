/// Everything ingest knows: pages, practices, the lifecycle model and the styles, in a
/// deterministic order.
package struct RuleGraph: Hashable, Codable, Sendable {
    package var pages: [Page]
    package var practices: [Practice]
    package var taxonomy: Taxonomy
    package var files: [IngestedFile]
    /// The edition of the newest listed collection of English pages: a page that only older
    /// listed sources hold is archived (see `Page.archivedEdition`).
    package var currentEdition: String?

    package init(
        pages: [Page] = [], practices: [Practice] = [], taxonomy: Taxonomy = Taxonomy(),
        files: [IngestedFile] = []
    ) {
        self.pages = pages
        self.practices = practices
        self.taxonomy = taxonomy
        self.files = files
    }

    package func page(id: String) -> Page? { pages.first { $0.id == id } }
    package func practice(id: String) -> Practice? { practices.first { $0.id == id } }
}

/// A content file, the format it was read as, and its size and time when it was found.
package struct IngestedFile: Hashable, Codable, Sendable {
    package var path: String
    package var format: String
    package var page: String?
    /// Nil for a file not found on disk by this run (one put together by hand).
    package var stamp: FileStamp?

    package init(path: String, format: String, page: String?, stamp: FileStamp? = nil) {
        self.path = path
        self.format = format
        self.page = page
        self.stamp = stamp
    }

    // The stamp differs from one checkout to the next, so what is written out leaves it off.
    private enum CodingKeys: String, CodingKey {
        case path, format, page
    }
}
