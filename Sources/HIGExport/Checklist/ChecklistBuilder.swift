import HIGModel

/// Builds a checklist from the practices in scope: grouped page by page and section by
/// section in page order, the firmest guidelines first within a section.
package struct ChecklistBuilder: Sendable {
    package var header: ChecklistHeader
    /// Turns a source file into what the checklist prints (content-relative).
    package var sourcePath: @Sendable (String) -> String
    /// Platform names by ID, for the scope notes: `ipados` → `iPadOS`.
    package var platformNames: [String: String]

    package init(
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
    /// The language the checklist is worded in, from its header's `lang`.
    private var language: OutputLanguage { OutputLanguage(field: header.filters.lang) }

    package func build(practices: [Practice], pages: [Page]) -> Checklist {
        let pageOrder = Dictionary(pages.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let pagesByID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Each practice's key is made once, from positions looked up in tables: searching the
        // page's practices for every comparison made a page of 190,000 practices take minutes.
        var places: [String: PagePlaces] = [:]
        let keys = practices.enumerated().map { position, practice in
            let page = pagesByID[practice.page]
            let place = page.map { page in
                if let known = places[page.id] { return known }
                let made = PagePlaces(page)
                places[page.id] = made
                return made
            }
            return OrderKey(
                page: pageOrder[practice.page] ?? Int.max,
                section: place?.sections[practice.section] ?? Int.max, sectionTitle: practice.section,
                strength: Self.strengthRank[practice.strength] ?? 0,
                position: place?.practices[practice.id] ?? position)
        }
        let ordered = practices.indices.sorted { keys[$0] < keys[$1] }.map { practices[$0] }
        let items = ordered.map { practice in
            var shown = practice
            shown.sources = practice.sources.map { source in
                var shownSource = source
                shownSource.file = sourcePath(source.file)
                return shownSource
            }
            let page = pagesByID[practice.page]
            var item = ChecklistItem(practice: shown, pageTitle: page?.title(in: language) ?? practice.page)
            if language == .ko, let korean = page?.sectionTitleKo(practice.section), !korean.isEmpty {
                item.sectionTitle = korean
            }
            return item
        }
        return Checklist(
            header: header, items: ChecklistTables.attach(to: items, pages: pagesByID),
            scopeNotes: scopeNotes(pages: pages, found: items.count))
    }

    private static let strengthRank = Dictionary(
        Strength.allCases.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    /// Where each section and practice of a page stands in it (the first, when one repeats).
    private struct PagePlaces {
        var sections: [String: Int]
        var practices: [String: Int]

        init(_ page: Page) {
            sections = Dictionary(
                page.sections.enumerated().map { ($1.title, $0) }, uniquingKeysWith: { first, _ in first })
            practices = Dictionary(
                page.practices.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        }
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
                    let applies = page.platforms.map(name).joined(separator: ", ")
                    notes.append(
                        language == .ko
                            ? "\(page.title(in: .ko)) 페이지는 \(wanted)에 해당하지 않습니다. 해당 플랫폼: \(applies)."
                            : "\(page.title) does not apply to \(wanted); it applies to \(applies).")
                }
            }
        }
        if found == 0 && notes.isEmpty {
            notes.append(
                language == .ko
                    ? "이 필터에 맞는 지침이 없습니다 (\(header.filters.summary))."
                    : "No guideline matches these filters (\(header.filters.summary)).")
        }
        return notes
    }

    private func name(_ platform: String) -> String {
        platformNames[platform] ?? platform
    }
}
