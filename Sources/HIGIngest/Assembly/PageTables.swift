import HIGModel

/// A page's tables, as the newest source gives them, each in its section and tied to the
/// practice it follows. Older sources' tables are earlier versions of the same tables, so they
/// are not added beside them.
enum PageTables {
    static func attach(_ drafts: [PageDraft], to page: inout Page, practices: [Practice]) {
        guard let source = source(among: drafts) else { return }
        // A practice is found by the line its draft had in this source (by file and line alone:
        // a practice's source locations also carry the source's kind and edition).
        var practiceAt: [Int: String] = [:]
        for practice in practices {
            for location in practice.sources where location.file == source.path {
                practiceAt[location.line] = practice.id
            }
        }
        let pairing = KoreanTables.pairing(of: source, among: drafts)
        let translations = pairing.map { KoreanTables.translations(of: $0.korean, pairs: $0.tables) } ?? [:]
        let sectionIndex = Dictionary(
            page.sections.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for (offset, draft) in source.tables.enumerated() {
            let sectionTitle = draft.sectionIndex.map { source.sections[$0].title }
            let practice = draft.practiceIndex.flatMap { index in practiceAt[source.practices[index].line] }
            let target = sectionTitle.flatMap { sectionIndex[Slug.make($0)] }
            var table = Table(
                number: offset + 1, caption: draft.caption, header: draft.header, rows: draft.paddedRows,
                section: target.map { page.sections[$0].title }, practice: practice,
                source: SourceLocation(file: source.path, line: draft.line))
            table.ko = translations[offset]
            if let target {
                page.sections[target].tables = (page.sections[target].tables ?? []) + [table]
            } else {
                page.tables = (page.tables ?? []) + [table]
            }
        }
        guard let pairing else { return }
        let koreanOnly = KoreanOnlyTables.tables(
            pairing, english: source, page: page, sectionIndex: sectionIndex, firstNumber: source.tables.count + 1)
        for (target, table) in koreanOnly {
            page.sections[target].tables = (page.sections[target].tables ?? []) + [table]
        }
    }

    /// The first draft of the newest edition that has tables, else the newest edition's first
    /// (for the tables only Apple's Korean edition gives). A table only an older edition holds is
    /// one Apple has since taken out (the 2022 tab bar sizes), so it is not given. Apple's Korean
    /// edition translates the English tables rather than giving its own, however new it is: its
    /// tables become the English ones' Korean.
    private static func source(among drafts: [PageDraft]) -> PageDraft? {
        let english = drafts.filter { !$0.isAppleKorean }
        let newest = english.map { $0.edition ?? "" }.max()
        let newestEdition = english.filter { ($0.edition ?? "") == newest }
        return newestEdition.first { !$0.tables.isEmpty } ?? newestEdition.first
    }
}
