import HIGIndex
import HIGModel

/// An index that is current with its content, and what the commands ask of it. Opening one
/// rebuilds a missing or stale index first.
package struct KnowledgeBase: Sendable {
    package let indexPath: String
    private let session: IndexSession

    package init(indexPath: String) {
        self.indexPath = indexPath
        session = IndexSession(indexPath: indexPath)
    }

    /// The index, opened for reading rows at the first call: a request that needs none never
    /// opens it, and every later call shares the connection.
    package func reader() throws -> IndexReader {
        try session.reader()
    }

    /// The index's taxonomy, decoded once for the request.
    package func taxonomy() throws -> Taxonomy {
        try session.taxonomy()
    }

    /// Refuses settings from the environment that no wait could use (HIG_LOCK_TIMEOUT=nan):
    /// checked at start by every front end, before anything waits.
    package static func checkEnvironment() throws {
        do {
            try LockTimeout.check()
        } catch let error as IndexError {
            throw KnowledgeBaseError(error.description)
        }
    }

    /// Resolves `--content`/`--index` as typed, refreshes the index and opens it.
    package static func open(
        content: String?, index: String?, paths: PathDisplay = PathDisplay(),
        report: (IndexFreshness.RebuildEvent) -> Void = { _ in }
    ) throws -> KnowledgeBase {
        let location = try IndexLocation.resolve(content: content, index: index, paths: paths)
        return KnowledgeBase(indexPath: try IndexFreshness(paths: paths).ensureFresh(location, report: report))
    }

    /// Resolves `--content`/`--index` as typed and runs `read` on the knowledge base while the
    /// content is checked on another thread; a stale index is refreshed and `read` runs again
    /// (see `IndexFreshness.reading`).
    package static func reading<Value>(
        content: String?, index: String?, paths: PathDisplay = PathDisplay(),
        report: (IndexFreshness.RebuildEvent) -> Void = { _ in }, _ read: (KnowledgeBase) throws -> Value
    ) throws -> Value {
        let location = try IndexLocation.resolve(content: content, index: index, paths: paths)
        return try reading(location, paths: paths, report: report, read)
    }

    /// Runs `read` on the knowledge base at `location` under the freshness rule, for `hig` and
    /// the MCP server alike. A SQLite error mid-read (a damaged full-text table) names the index
    /// and the next step (`IndexAccess`), never SQLite's own words. A process that reads again
    /// and again passes a `watch`, which spares the walk of the content while nothing changed.
    package static func reading<Value>(
        _ location: IndexLocation, paths: PathDisplay, watch: ContentWatch? = nil,
        report: (IndexFreshness.RebuildEvent) -> Void = { _ in }, _ read: (KnowledgeBase) throws -> Value
    ) throws -> Value {
        try IndexFreshness(paths: paths).reading(location, watch: watch, report: report) { indexPath in
            try IndexAccess.reading(paths.display(indexPath)) { try read(KnowledgeBase(indexPath: indexPath)) }
        }
    }

    /// The content folders the index was built from, absolute.
    package func contentRoots() -> [String] {
        IndexMetadata.read(indexPath: indexPath)?.contentPaths ?? []
    }

    /// Checks filters as typed against the knowledge base's taxonomy and pages.
    package func resolve(_ request: FilterRequest) throws -> GuidelineFilter {
        guard !request.isEmpty else { return GuidelineFilter() }
        return try FilterResolver(taxonomy: taxonomy(), pages: reader().pageTitles()).resolve(request)
    }

    /// A search over the connection the request shares: the process keeps the index's connection
    /// open between requests while the file stays the same (`IndexConnection`), so a long-running
    /// server opens the engine once per index file, not once per answer.
    package func search(_ query: String, filters: GuidelineFilter, limit: Int, explainMatches: Bool = false) throws
        -> SearchResponse
    {
        try reader().searchEngine().search(query, filters: filters, limit: limit, explainMatches: explainMatches)
    }

    /// `hig query`: filters as typed, checked, then the search, over one connection; with
    /// `explainMatches`, each practice says which query words it holds in which field.
    package func query(_ text: String, filters: FilterRequest, limit: Int, explainMatches: Bool = false) throws
        -> SearchResponse
    {
        try search(text, filters: resolve(filters), limit: limit, explainMatches: explainMatches)
    }

    /// `hig pages`: every page with its sources and number of practices, in ID order.
    package func pages() throws -> [PageSummary] {
        try reader().pageSummaries()
    }

    /// One page by its ID, without what refers to it (see `lookup` for that).
    package func page(id: String) throws -> Page? {
        try reader().page(id: id)
    }

    /// The pages the practices are on, by ID, read in one query.
    package func pages(of practices: [Practice]) throws -> [String: Page] {
        let pages = try reader().pages(ids: Array(Set(practices.map(\.page))))
        return Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every page's ID and title, in ID order.
    package func pageTitles() throws -> [PageTitle] {
        try reader().pageTitles()
    }

    /// The practices a filter selects; an empty filter selects every practice.
    package func practices(matching filter: GuidelineFilter) throws -> [Practice] {
        try reader().practices(matching: filter)
    }
}
