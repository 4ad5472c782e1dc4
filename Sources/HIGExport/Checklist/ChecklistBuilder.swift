import HIGModel

/// Builds a checklist from the practices in scope: grouped page by page and section by
/// section in page order, the firmest guidelines first within a section.
public struct ChecklistBuilder: Sendable {
    public var header: ChecklistHeader
    /// Turns a source file into what the checklist prints (content-relative).
    public var sourcePath: @Sendable (String) -> String
    /// Platform names by ID, for the scope notes: `ipados` → `iPadOS`.
    public var platformNames: [String: String]

    public init(
        header: ChecklistHeader, platformNames: [String: String] = [:],
        sourcePath: @escaping @Sendable (String) -> String
    ) {
        self.header = header
        self.platformNames = platformNames
        self.sourcePath = sourcePath
    }

    /// - Parameters:
    ///   - practices: the practices in scope, in any order.
    ///   - pages: the pages they belong to, and every page a filter names.
    public func build(practices: [Practice], pages: [Page]) -> Checklist {
        let pageOrder = Dictionary(pages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pagesByID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = practices.enumerated().sorted { lhs, rhs in
            orderKey(lhs.element, position: lhs.offset, pages: pagesByID, pageOrder: pageOrder)
                < orderKey(rhs.element, position: rhs.offset, pages: pagesByID, pageOrder: pageOrder)
        }.map(\.element)
        let items = ordered.map { practice in
            var shown = practice
            shown.sources = practice.sources.map { source in
                var shownSource = source
                shownSource.file = sourcePath(source.file)
                return shownSource
            }
            return ChecklistItem(practice: shown, pageTitle: pagesByID[practice.page]?.title ?? practice.page)
        }
        return Checklist(header: header, items: items, scopeNotes: scopeNotes(pages: pages, found: items.count))
    }

    private func orderKey(_ practice: Practice, position: Int, pages: [String: Page], pageOrder: [String: Int])
        -> OrderKey
    {
        let page = pages[practice.page]
        let sectionIndex = page?.sections.firstIndex { $0.title == practice.section } ?? Int.max
        let pagePosition = page?.practices.firstIndex(of: practice.id) ?? position
        return OrderKey(
            page: pageOrder[practice.page] ?? Int.max, section: sectionIndex,
            sectionTitle: practice.section,
            strength: Strength.allCases.firstIndex(of: practice.strength) ?? 0, position: pagePosition)
    }

    private struct OrderKey: Comparable {
        var page: Int
        var section: Int
        var sectionTitle: String
        var strength: Int
        var position: Int

        static func < (lhs: OrderKey, rhs: OrderKey) -> Bool {
            (lhs.page, lhs.section, lhs.sectionTitle, lhs.strength, lhs.position)
                < (rhs.page, rhs.section, rhs.sectionTitle, rhs.strength, rhs.position)
        }
    }

    /// Says when a page the filters name does not apply to the platforms they name, and when
    /// nothing matched at all.
    private func scopeNotes(pages: [Page], found: Int) -> [String] {
        let filter = header.filters.filter
        var notes: [String] = []
        if !filter.platforms.isEmpty {
            for page in pages where filter.pages.contains(page.id) && !page.platforms.isEmpty {
                if Set(page.platforms).isDisjoint(with: filter.platforms) {
                    let wanted = filter.platforms.map(name).joined(separator: " or ")
                    notes.append(
                        "\(page.title) does not apply to \(wanted); it applies to \(page.platforms.map(name).joined(separator: ", "))."
                    )
                }
            }
        }
        if found == 0 && notes.isEmpty {
            notes.append("No guideline matches these filters (\(header.filters.summary)).")
        }
        return notes
    }

    private func name(_ platform: String) -> String {
        platformNames[platform] ?? platform
    }
}
