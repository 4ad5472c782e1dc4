import HIGExport
import HIGIndex
import HIGModel

extension KnowledgeBase {
    /// Query results past this many are not put in a checklist: a review of more is a review of
    /// a whole page, which a page filter says better.
    public static let checklistQueryLimit = 500

    /// The checklist for the filters and, when given, the query text: practices grouped by page
    /// and section, firmest first, with sources relative to the content root.
    public func checklist(query: String, filter: GuidelineFilter, lang: String) throws -> Checklist {
        let reader = try reader()
        let practices: [Practice]
        if query.trimmingCharacters(in: .whitespaces).isEmpty {
            practices = try reader.practices(matching: filter)
        } else {
            let hits = try search(query, filters: filter, limit: Self.checklistQueryLimit).hits
            practices = hits.compactMap(\.practice)
        }
        let pageIDs = Set(practices.map(\.page)).union(filter.pages)
        let pages = try reader.pages(ids: Array(pageIDs))
        let taxonomy = try self.taxonomy()
        let platformNames = Dictionary(
            taxonomy.platforms.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let metadata = IndexMetadata.read(indexPath: indexPath)
        let header = ChecklistHeader(
            title: Self.checklistTitle(filter: filter, query: query, pages: pages, platformNames: platformNames),
            filters: ChecklistFilters(filter: filter, query: query, lang: lang),
            content: ContentSnapshot(digest: metadata?.contentDigest ?? "", indexed: metadata?.indexed ?? ""),
            tool: HIGVersion.tool)
        let relative = ContentRelativePaths(roots: metadata?.contentPaths ?? [])
        return ChecklistBuilder(header: header, platformNames: platformNames, sourcePath: relative.relative)
            .build(practices: practices, pages: pages)
    }

    /// "Design review: Multitasking · iPadOS".
    static func checklistTitle(
        filter: GuidelineFilter, query: String, pages: [Page], platformNames: [String: String]
    ) -> String {
        let titles = filter.pages.map { id in pages.first { $0.id == id }?.title ?? id }
        var parts = titles + filter.platforms.map { platformNames[$0] ?? $0 }
        if !query.isEmpty { parts.append("“\(query)”") }
        return parts.isEmpty ? "Design review" : "Design review: " + parts.joined(separator: " · ")
    }
}
