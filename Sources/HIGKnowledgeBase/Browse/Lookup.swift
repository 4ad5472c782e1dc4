import Foundation
import HIGIndex
import HIGModel

/// What an ID names: a practice or a page with everything `show` prints about it, or nothing,
/// with IDs that look like it.
package enum Lookup: Sendable {
    case practice(PracticeDetail)
    case page(PageDetail)
    case notFound(suggestions: [String])
}

package struct PracticeDetail: Sendable {
    package var practice: Practice
    /// Practices of other pages that reference this practice's page.
    package var referencedBy: [Practice]
    package var pageTitles: [String: String]
    package var taxonomy: Taxonomy
    /// The tables on its page that directly follow it.
    package var tables: [Table] = []

    package var pageTitle: String { pageTitles[practice.page] ?? practice.page }
}

package struct PageDetail: Sendable {
    package var page: Page
    package var practices: [Practice]
    package var referencingPages: [Page]
    package var referencingPractices: [Practice]
    package var pageTitles: [String: String]
}

extension KnowledgeBase {
    /// Finds a practice or page by ID. IDs are cut at about 80 characters, so a longer slug
    /// typed in full still names its practice.
    package func lookup(_ typed: String) throws -> Lookup {
        let wanted = typed.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        let reader = try reader()
        if let practice = try reader.practice(id: wanted) { return try detail(of: practice, reader) }
        if let page = try reader.page(id: wanted) {
            return .page(
                PageDetail(
                    page: page, practices: try reader.practices(ids: page.practices),
                    referencingPages: try reader.pages(referencing: page.id),
                    referencingPractices: try reader.practices(referencing: page.id), pageTitles: try pageTitles(reader)
                ))
        }
        // Only an ID that names nothing is looked for among all practice IDs.
        let similar = try reader.practiceIDs(containing: wanted, limit: 20)
        let longer = similar.filter { wanted.hasPrefix($0 + "-") }
        if longer.count == 1, let practice = try reader.practice(id: longer[0]) {
            return try detail(of: practice, reader)
        }
        if similar.isEmpty, let near = try nearestID(to: wanted, reader) { return .notFound(suggestions: [near]) }
        return .notFound(suggestions: Array(similar.prefix(5)))
    }

    /// The one ID a mistyped ID was likely meant to be: its page by the nearest page ID, then
    /// the nearest practice of that page.
    private func nearestID(to wanted: String, _ reader: IndexReader) throws -> String? {
        let parts = wanted.split(separator: "/", maxSplits: 1).map(String.init)
        guard let typedPage = parts.first else { return nil }
        let pageIDs = try reader.pageTitles().map(\.id)
        guard
            let pageID = pageIDs.contains(typedPage) ? typedPage : NameSuggestion.closest(to: typedPage, among: pageIDs)
        else { return nil }
        guard parts.count == 2 else { return pageID }
        let practiceIDs = try reader.page(id: pageID)?.practices ?? []
        let slugs = practiceIDs.map { String($0.dropFirst(pageID.count + 1)) }
        return NameSuggestion.closest(to: parts[1], among: slugs).map { pageID + "/" + $0 }
    }

    private func detail(of practice: Practice, _ reader: IndexReader) throws -> Lookup {
        let referencedBy = try reader.practices(referencing: practice.page).filter { $0.id != practice.id }
        var detail = PracticeDetail(
            practice: practice, referencedBy: referencedBy, pageTitles: try pageTitles(reader),
            taxonomy: try taxonomy())
        detail.tables = try reader.page(id: practice.page)?.tables(following: practice.id) ?? []
        return .practice(detail)
    }

    func pageTitles(_ reader: IndexReader) throws -> [String: String] {
        Dictionary(try reader.pageTitles().map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
    }
}
