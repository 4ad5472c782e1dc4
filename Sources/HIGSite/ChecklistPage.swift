import HIGExport
import HIGModel

/// A page's checklist in the site: ordered as `hig checklist` orders it.
struct ChecklistPage: Sendable {
    let site: SitePages
    let page: Page

    func make() -> SitePage {
        let path = site.catalog.urls.checklist(page.id)
        return SitePage(path: path, template: "checklist", weight: page.practices.count) { view(path: path) }
    }

    private func view(path: String) -> ChecklistView {
        let catalog = site.catalog
        let frame = site.frame(for: path, title: "Checklist: \(page.title)")
        let scope = ChecklistScope(page: page, practices: catalog.practices)
        let header = ChecklistHeader(
            title: "Checklist: \(page.title)", filters: ChecklistFilters(filter: scope.filter),
            content: ContentSnapshot(digest: catalog.input.contentDigest, indexed: catalog.input.indexed),
            tool: catalog.input.tool)
        let checklist = ChecklistBuilder(header: header, sourcePath: catalog.input.sourcePath).build(
            practices: scope.practices, pages: [page])
        let review = ChecklistReviewData(checklist: checklist)
        var sections: [ChecklistView.Section] = []
        for item in checklist.items {
            let title = item.sectionHeading(.en)
            if sections.last?.heading != title {
                sections.append(
                    .init(heading: title, items: [], markdown: review.sectionHeading(item.practice.section)))
            }
            sections[sections.count - 1].items.append(
                .init(
                    anchor: SiteURLs.anchor(of: item.practice), id: item.id, lead: item.practice.lead,
                    ko: item.practice.ko, strength: item.practice.strength.rawValue,
                    href: frame.root + catalog.urls.practice(item.practice), markdown: review.itemMarkdown(item),
                    csv: review.itemCSV(item), tables: item.tables.map { TableView($0) },
                    leadLang: TextLanguage.of(item.practice.lead),
                    idLang: Hangul.containsHangul(item.id) ? "ko" : nil))
        }
        return ChecklistView(
            frame: frame, title: header.title, filters: header.filters.summary,
            contentDigest: catalog.input.contentDigest,
            itemCount: checklist.items.count, pageURL: frame.root + catalog.urls.page(page.id), sections: sections,
            review: .init(
                key: "hig.review." + page.id, fileName: "review-" + SiteURLs.entry(page.id),
                markdown: review.head(pageTitle: page.title), columns: review.columns, header: review.headerCells))
    }
}
