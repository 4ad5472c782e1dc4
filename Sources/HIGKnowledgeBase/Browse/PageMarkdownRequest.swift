import HIGExport
import HIGModel

extension KnowledgeBase {
    /// A page as the Markdown document the site writes beside its HTML (`PageMarkdownDocument`),
    /// with its place in Apple's navigation; nil when no page has the ID.
    package func pageMarkdown(id: String) throws -> String? {
        guard let page = try page(id: id) else { return nil }
        let practices = try reader().practices(ids: page.practices)
        let byID = Dictionary(practices.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let taxonomy = try taxonomy()
        var renderer = PageMarkdownDocument(
            platformNames: Dictionary(
                taxonomy.platforms.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first }))
        if page.parent != nil {
            let hierarchy = PageHierarchy(summaries: try pages())
            renderer.breadcrumb = hierarchy.ancestors(of: page.id).map(hierarchy.title(of:))
        }
        return renderer.render(page, practices: page.practices.compactMap { byID[$0] })
    }
}
