import HIGModel

/// A HIG page: its sections in order, each with its practices and Korean notes.
struct PageView: Sendable {
    struct SectionView: Sendable {
        var id: String
        var title: String
        /// The heading in Apple's Korean edition, for the Korean mode; nil when there is none.
        var titleKo: String?
        /// The heading's level on the page: 2 for a section, 3 for one inside it, and so on.
        var level = 2
        var practices: [PracticeView]
        /// Korean the page keeps apart from its prose, with the English it translated when known.
        var notes: [ProseView]
        var prose: [ProseView] = []
        var tables: [TableView] = []
        /// What a collapsed section holds, said on its summary line.
        var summary: String?

        var isEmpty: Bool { practices.isEmpty && notes.isEmpty && prose.isEmpty && tables.isEmpty }
    }

    /// A paragraph of the page's prose, in English with the Korean that translates it.
    struct ProseView: Sendable {
        var text: String
        var ko: String?
        /// The label of Korean that is not Apple's; nil for Apple's Korean or none.
        var koMachine: String?
        /// The paragraph (or a run of list items) as HTML with its markup and Korean; nil when
        /// the source kept no markup and the text is shown as it is.
        var html: String?
    }

    var frame: Frame
    var title: String
    /// Apple's Korean title, for the Korean mode; nil when there is none.
    var titleKo: String?
    var abstract: String?
    var abstractKo: String?
    /// The machine-translation label of a community Korean abstract; nil for Apple's.
    var abstractKoMachine: String?
    var intro: [ProseView]
    /// Guidance only older editions give, and Korean of wording the page no longer has: shown
    /// collapsed after everything current; nil when there is none.
    var earlier: [SectionView] = []
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
    /// The page as Markdown, beside its HTML.
    var markdownURL: String
    /// Apple's change log, newest first.
    var changeLog: [ChangeLogRow]
    /// Whether the page lists its contents: from two sections on.
    var hasContents: Bool

    init(_ page: Page, catalog: SiteCatalog, frame: Frame) {
        let root = frame.root
        let urls = catalog.urls
        self.frame = frame
        title = page.title
        titleKo = page.titleKo.flatMap { $0.isEmpty ? nil : $0 }
        abstract = page.abstract.isEmpty ? nil : page.abstract
        abstractKo = page.abstractKo
        abstractKoMachine = page.isAbstractMachineTranslated ? KoreanSource.machineTranslationLabel : nil
        var rich = RichHTML(catalog: catalog, root: root)
        rich.sectionAnchors = RichHTML.sectionAnchors(page)
        intro = Self.prose(page.prose ?? [], rich: rich)
        // A table that follows a practice is shown with it, not again in its section.
        let practiceIDs = Set(page.practices)
        introTables = (page.tables ?? []).filter { !practiceIDs.contains($0.practice ?? "") }.map {
            TableView($0, on: page)
        }
        archivedEdition = page.archivedEdition
        platforms = page.platforms.map { Link(title: catalog.platformNames[$0] ?? $0, url: root + urls.platform($0)) }
        checklistURL = page.practices.isEmpty ? nil : root + urls.checklist(page.id)
        let practices = page.practices.compactMap { catalog.practices[$0] }
        var sections = page.sections.map {
            SectionView(
                id: SiteURLs.sectionAnchor($0.id), title: $0.title,
                titleKo: $0.titleKo.flatMap { $0.isEmpty ? nil : $0 }, level: min(6, max(2, $0.level)),
                practices: [], notes: [],
                tables: ($0.tables ?? []).filter { !practiceIDs.contains($0.practice ?? "") }.map {
                    TableView($0, on: page)
                })
        }
        // Guidelines before the first section get a heading of their own, so the outline has no gap.
        var opening = SectionView(
            id: "section-guidelines", title: ToolWords.guidelines.english, titleKo: ToolWords.guidelines.korean,
            practices: [], notes: [])
        var earlier = SectionView(
            id: "earlier-guidance", title: ToolWords.earlierGuidance.english, titleKo: ToolWords.earlierGuidance.korean,
            practices: [], notes: [])
        earlier.summary = "older editions' guidance and Korean notes that Apple's current page no longer gives"
        // Looked up in a table: a search of the sections for each practice was quadratic on a
        // page with as many sections as practices.
        let sectionIndex = Dictionary(
            page.sections.enumerated().map { ($1.title, $0) }, uniquingKeysWith: { first, _ in first })
        // Grouped once: asking the page for each practice's tables would scan every table each time.
        let tablesByPractice = page.tablesByPractice
        var shownIn = [[String]](repeating: [], count: sections.count)
        for practice in practices {
            var view = PracticeView(practice, catalog: catalog, rich: rich)
            view.tables = (tablesByPractice[practice.id] ?? []).map { TableView($0) }
            if practice.isOutdated {
                earlier.practices.append(view)
            } else if let index = sectionIndex[practice.section] {
                sections[index].practices.append(view)
                shownIn[index].append(practice.id)
            } else {
                opening.practices.append(view)
            }
        }
        // A section's paragraphs before its first guideline head it; the others follow theirs.
        for (index, section) in page.sections.enumerated() {
            let places = ProsePlaces(section.prose ?? [], shown: Set(shownIn[index]))
            sections[index].prose = Self.prose(places.opening, rich: rich)
            for (place, id) in shownIn[index].enumerated() {
                sections[index].practices[place].after = Self.prose(places.after[id] ?? [], rich: rich)
            }
        }
        for note in page.koreanNotes {
            // Korean of English the page no longer gives is earlier guidance too.
            if note.english == nil, let index = sectionIndex[note.section] {
                sections[index].notes.append(ProseView(text: "", ko: note.text))
            } else {
                earlier.notes.append(ProseView(text: note.english ?? "", ko: note.text))
            }
        }
        if !earlier.practices.isEmpty || !earlier.notes.isEmpty {
            earlier.summary = "\(earlier.practices.count + earlier.notes.count) " + (earlier.summary ?? "")
            self.earlier = [earlier]
        }
        if !opening.practices.isEmpty { sections.insert(opening, at: 0) }
        self.sections = Self.uniqueIDs(Self.outline(sections))
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
        markdownURL = root + urls.markdown(page.id)
        changeLog = (page.changeLog ?? []).map(ChangeLogRow.init)
        hasContents = self.sections.count + (changeLog.isEmpty ? 0 : 1) >= 2
    }

    /// Paragraphs as the site shows them: with their markup where the source kept it, a run of
    /// list items as one list.
    static func prose(_ paragraphs: [Paragraph], rich: RichHTML) -> [ProseView] {
        var views: [ProseView] = []
        var list: [RichHTML.Item] = []
        func closeList() {
            guard !list.isEmpty else { return }
            views.append(ProseView(text: "", html: rich.blocks(list)))
            list = []
        }
        for paragraph in paragraphs {
            guard let block = paragraph.rich else {
                closeList()
                views.append(
                    ProseView(
                        text: paragraph.text, ko: paragraph.ko,
                        koMachine: paragraph.isMachineTranslated ? KoreanSource.machineTranslationLabel : nil))
                continue
            }
            list.append(RichHTML.Item(block: block, ko: paragraph.ko, machine: paragraph.isMachineTranslated))
            if block.kind != .listItem { closeList() }
        }
        closeList()
        return views
    }

    /// `apple-hig, 2026-07-13`: what a source is and the edition of its text.
    static func label(_ detail: SourceDetail) -> String {
        detail.kind.rawValue + (detail.edition.map { ", " + $0 } ?? "")
    }

    /// The sections with something to show, and those holding such subsections ("Platform
    /// considerations" above "iOS"); each heading at most one level below the one before, so
    /// the outline has no gaps.
    static func outline(_ sections: [SectionView]) -> [SectionView] {
        var kept: [SectionView] = []
        for (index, section) in sections.enumerated() {
            let below = sections[(index + 1)...].prefix { $0.level > section.level }
            if !section.isEmpty || below.contains(where: { !$0.isEmpty }) { kept.append(section) }
        }
        var previous = 1
        for index in kept.indices {
            kept[index].level = min(kept[index].level, previous + 1)
            previous = kept[index].level
        }
        return kept
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
