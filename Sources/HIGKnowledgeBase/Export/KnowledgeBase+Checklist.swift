import HIGExport
import HIGIndex
import HIGModel
import HIGSearch

extension KnowledgeBase {
    /// Query results past this many are not put in a checklist: a review of more is a review of
    /// a whole page, which a page filter says better.
    package static let checklistQueryLimit = 500

    /// The checklist for the filters and, when given, the query text or a scope: practices
    /// grouped by page and section, firmest first, with sources relative to the content root.
    package func checklist(query: String, filter: GuidelineFilter, lang: String, scope: ReviewScope? = nil) throws
        -> Checklist
    {
        let reader = try reader()
        var practices: [Practice]
        if query.trimmingCharacters(in: .whitespaces).isEmpty {
            practices = try reader.practices(matching: filter)
        } else {
            practices = try answering(query, filter: filter)
        }
        if let scope { practices = try scoped(practices, by: scope, filter: filter) }
        let pageIDs = Set(practices.map(\.page)).union(filter.pages)
        let pages = try reader.pages(ids: Array(pageIDs))
        let taxonomy = try self.taxonomy()
        let platformNames = Dictionary(
            taxonomy.platforms.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        let metadata = IndexMetadata.read(indexPath: indexPath)
        let header = ChecklistHeader(
            title: scope.map(\.title).flatMap { $0.isEmpty ? nil : $0 }
                ?? Self.checklistTitle(
                    filter: filter, query: query, pages: pages, platformNames: platformNames,
                    language: OutputLanguage(field: lang)),
            filters: ChecklistFilters(filter: filter, query: query, lang: lang, scope: scope),
            content: ContentSnapshot(digest: metadata?.contentDigest ?? "", indexed: metadata?.indexed ?? ""),
            tool: HIGVersion.tool)
        let relative = ContentRelativePaths(roots: metadata?.contentPaths ?? [])
        return ChecklistBuilder(header: header, platformNames: platformNames, sourcePath: relative.relative)
            .build(practices: practices, pages: pages)
    }

    /// The guidelines that answer a query, as the ranking judges an answer: those that cover at
    /// least the share of the query's weight below which a result is only the closest one. A
    /// practice that holds one common word of the query does not answer it.
    func answering(_ query: String, filter: GuidelineFilter) throws -> [Practice] {
        let answered = RankingModel.standard.coverage.answered
        return try search(query, filters: filter, limit: Self.checklistQueryLimit).hits
            .filter { $0.coverage >= answered }.compactMap(\.practice)
    }

    /// The practices in a scope: those the filter keeps that an include names (any of them,
    /// each query by `answering`) and no exclude names.
    private func scoped(_ practices: [Practice], by scope: ReviewScope, filter: GuidelineFilter) throws -> [Practice] {
        var queried = Set<String>()
        for query in scope.include.queries { queried.formUnion(try answering(query, filter: filter).map(\.id)) }
        // Section IDs are needed only for the pages a section is named on.
        let sectionPages = Set(
            (scope.include.sections + scope.exclude.sections).map { String($0.prefix { $0 != "#" }) })
        var sectionIDs: [String: String] = [:]
        for page in try reader().pages(ids: Array(sectionPages)) {
            for section in page.sections { sectionIDs[page.id + "#" + section.title] = section.id }
        }
        return practices.filter { practice in
            let sectionID = sectionIDs[practice.page + "#" + practice.section].map {
                ReviewScope.sectionKey(page: practice.page, section: $0)
            }
            return scope.admits(practice, sectionID: sectionID ?? "", queried: queried)
        }
    }

    /// "Design review: Multitasking · iPadOS".
    static func checklistTitle(
        filter: GuidelineFilter, query: String, pages: [Page], platformNames: [String: String],
        language: OutputLanguage = .both
    ) -> String {
        let titles = filter.pages.map { id in pages.first { $0.id == id }?.title(in: language) ?? id }
        var parts = titles + filter.platforms.map { platformNames[$0] ?? $0 }
        if !query.isEmpty { parts.append("“\(query)”") }
        let heading = ToolWords.designReview.text(language)
        return parts.isEmpty ? heading : heading + ": " + parts.joined(separator: " · ")
    }
}
