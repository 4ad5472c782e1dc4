import HIGModel
import HIGTestSupport

@testable import HIGSite

extension SiteSearchIndex {
    /// The whole shipped HIG's search data as the site writes it, for the tests that read it.
    static func wholeHIG() throws -> SiteSearchIndex {
        let graph = TestContent.whole.graph
        let input = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: graph.taxonomy))
        return try SiteSearchIndex(catalog: SiteCatalog(input))
    }
}
