import HIGModel

/// A HIG page: its sections in order, each with its practices and Korean notes.
struct PageView: Sendable {
    struct SectionView: Sendable {
        var id: String
        var title: String
        /// The heading in Apple's Korean edition, shown beside the English one.
        var titleKo: String?
        var practices: [PracticeView]
        /// Korean the page keeps apart from its prose, with the English it translated when known.
        var notes: [ProseView]
        var prose: [ProseView] = []
        var tables: [TableView] = []
    }

    /// A paragraph of the page's prose, in English with the Korean that translates it.
    struct ProseView: Sendable {
        var text: String
        var ko: String?
    }

    var frame: Frame
    var title: String
    /// The title of Apple's Korean edition of the page.
    var titleKo: String?
    var abstract: String?
    var intro: [ProseView]
    /// Tables before the first section.
    var introTables: [TableView]
    /// The newest edition of a page no current source holds.
    var archivedEdition: String?
    var platforms: [Link]
    var checklistURL: String?
    var sections: [SectionView]
    var related: [Link]
    var seeAlso: [Link]
    var referrers: [Link]
    var sources: [String]
    /// The page on Apple's site, when an Apple source holds it.
    var appleURL: String?

    init(_ page: Page, catalog: SiteCatalog, frame: Frame) {
        let root = frame.root
        let urls = catalog.urls
        self.frame = frame
        title = page.title
        titleKo = page.titleKo
        abstract = page.abstract.isEmpty ? nil : page.abstract
        intro = (page.prose ?? []).map { ProseView(text: $0.text, ko: $0.ko) }
        // A table that follows a practice is shown with it, not again in its section.
        let practiceIDs = Set(page.practices)
        introTables = (page.tables ?? []).filter { !practiceIDs.contains($0.practice ?? "") }.map(TableView.init)
        archivedEdition = page.archivedEdition
        platforms = page.platforms.map { Link(title: catalog.platformNames[$0] ?? $0, url: root + urls.platform($0)) }
        checklistURL = page.practices.isEmpty ? nil : root + urls.checklist(page.id)
        let practices = page.practices.compactMap { catalog.practices[$0] }
        var sections = page.sections.map {
            SectionView(
                id: "section-" + SiteURLs.fileName(for: $0.id), title: $0.title, titleKo: $0.titleKo,
                practices: [], notes: [],
                prose: ($0.prose ?? []).map { ProseView(text: $0.text, ko: $0.ko) },
                tables: ($0.tables ?? []).filter { !practiceIDs.contains($0.practice ?? "") }.map(TableView.init))
        }
        var general = SectionView(id: "section-general", title: "General", practices: [], notes: [])
        // Looked up in a table: a search of the sections for each practice was quadratic on a
        // page with as many sections as practices.
        let sectionIndex = Dictionary(
            page.sections.enumerated().map { ($1.title, $0) }, uniquingKeysWith: { first, _ in first })
        // Grouped once: asking the page for each practice's tables would scan every table each time.
        let tablesByPractice = Dictionary(grouping: page.allTables.filter { $0.practice != nil }) { $0.practice ?? "" }
        for practice in practices {
            var view = PracticeView(practice, catalog: catalog, root: root)
            view.tables = (tablesByPractice[practice.id] ?? []).map(TableView.init)
            if let index = sectionIndex[practice.section] {
                sections[index].practices.append(view)
            } else {
                general.practices.append(view)
            }
        }
        for note in page.koreanNotes {
            if let index = sectionIndex[note.section] {
                sections[index].notes.append(ProseView(text: note.english ?? "", ko: note.text))
            } else {
                general.notes.append(ProseView(text: note.english ?? "", ko: note.text))
            }
        }
        if !general.practices.isEmpty || !general.notes.isEmpty { sections.insert(general, at: 0) }
        self.sections = Self.uniqueIDs(
            sections.filter { !$0.practices.isEmpty || !$0.notes.isEmpty || !$0.prose.isEmpty || !$0.tables.isEmpty })
        related = page.related.map { ReferenceLink.make($0, catalog: catalog, root: root) }
        seeAlso = page.seeAlso.map { ReferenceLink.make($0, catalog: catalog, root: root) }
        let pageReferrers = (catalog.pageReferrers[page.id] ?? []).map {
            Link(title: $0.title, url: root + urls.page($0.id), detail: "page")
        }
        let practiceReferrers = (catalog.practiceReferrers[page.id] ?? []).map {
            Link(title: $0.lead, url: root + urls.practice($0), detail: catalog.pageTitle($0.page))
        }
        referrers = pageReferrers + practiceReferrers
        let kinds = Dictionary(
            (page.sourceDetails ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        sources = page.sources.map { source in
            catalog.input.sourcePath(source) + (kinds[source].map { " · " + Self.label($0) } ?? "")
        }
        appleURL = page.url
    }

    /// `apple-hig, 2026-07-13`: what a source is and the edition of its text.
    static func label(_ detail: SourceDetail) -> String {
        detail.kind.rawValue + (detail.edition.map { ", " + $0 } ?? "")
    }

    /// Two sections with one title get `-2`: anchors must be unique on a page.
    private static func uniqueIDs(_ sections: [SectionView]) -> [SectionView] {
        var seen: [String: Int] = [:]
        return sections.map { section in
            var copy = section
            let count = seen[section.id, default: 0] + 1
            seen[section.id] = count
            if count > 1 { copy.id += "-\(count)" }
            return copy
        }
    }
}
