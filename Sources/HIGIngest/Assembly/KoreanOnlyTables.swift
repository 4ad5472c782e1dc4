import HIGModel

/// The tables only Apple's Korean edition of a page gives as text. Apple's English page shows
/// some tables in tabs (Typography's Dynamic Type sizes, one tab per size) that a copy of its
/// text leaves out, while the Korean edition writes each tab as a heading and its table. Such a
/// table stands in the English section its Korean section translates, when that section holds no
/// English table: a Korean table beside English ones that it does not translate is another
/// version of them (its numbers differ), not a table the English lacks.
enum KoreanOnlyTables {
    /// The Korean tables no English table pairs with, numbered on from `firstNumber`, each with
    /// the index of the page's section it stands in (`sectionIndex`: the page's sections by ID).
    static func tables(
        _ pairing: KoreanTables.Pairing, english: PageDraft, page: Page, sectionIndex: [String: Int],
        firstNumber: Int
    ) -> [(section: Int, table: Table)] {
        let korean = pairing.korean
        let paired = Set(pairing.tables.map(\.0))
        let unpaired = korean.tables.indices.filter { !paired.contains($0) }
        guard !unpaired.isEmpty else { return [] }
        let sections = pairing.sections
        let sectionsWithTables = Set(english.tables.compactMap(\.sectionIndex))
        let glossary = TableCellGlossary(korean: korean.tables, english: english.tables, pairs: pairing.tables)
        var tables: [(section: Int, table: Table)] = []
        for index in unpaired {
            let draft = korean.tables[index]
            guard let (englishSection, headings) = place(draft, in: korean, sections: sections),
                !sectionsWithTables.contains(englishSection),
                let target = sectionIndex[Slug.make(english.sections[englishSection].title)]
            else { continue }
            let caption = (headings + [draft.tabLabel, draft.caption].compactMap { $0 }).joined(separator: " › ")
            var table = Table(
                number: firstNumber + tables.count, caption: caption.isEmpty ? nil : caption,
                header: glossary.header(draft.header), rows: draft.paddedRows.map { $0.map(glossary.cell) },
                section: page.sections[target].title, source: SourceLocation(file: korean.path, line: draft.line))
            table.ko = TableTranslation(
                header: draft.header, rows: draft.paddedRows,
                source: SourceLocation(file: korean.path, line: draft.line))
            table.onlyInKorean = true
            if Self.namesTheDefault(headings + [draft.tabLabel].compactMap { $0 }) { table.isDefaultTab = true }
            tables.append((target, table))
        }
        return tables
    }

    /// The words with which Apple names the tab its page opens on: "Large (Default)" in English,
    /// "Large(기본)" in Korean.
    private static let defaultTabWords: Set<String> = ["default", "기본"]

    /// Whether a tab's names say it is the one the page opens on.
    static func namesTheDefault(_ names: [String]) -> Bool {
        names.contains { name in
            name.lowercased().split { !$0.isLetter }.contains { defaultTabWords.contains(String($0)) }
        }
    }

    /// The English section the table goes in, and the titles of the Korean headings that name
    /// it (the tab names, "xSmall", "SF Pro"). That is the section the nearest earlier Korean
    /// section of the same level translates, when no heading above comes between: the English
    /// text keeps the empty heading its tabs stood under ("iOS, iPadOS, visionOS tracking
    /// values"), while the Korean writes each tab as a heading of that level after it. Else it is
    /// the section the nearest enclosing Korean section translates.
    private static func place(
        _ table: TableDraft, in korean: PageDraft, sections: [Int: Int]
    ) -> (Int, [String])? {
        guard let own = table.sectionIndex else { return nil }
        var headings: [String] = []
        var current: Int? = own
        while let section = current, sections[section] == nil {
            headings.insert(korean.sections[section].title, at: 0)
            current = korean.sections[section].parent
        }
        guard let enclosing = current.flatMap({ sections[$0] }) else { return nil }
        guard sections[own] == nil else { return (enclosing, headings) }
        let level = korean.sections[own].level
        for earlier in stride(from: own - 1, through: 0, by: -1) {
            let section = korean.sections[earlier]
            if section.level < level { break }
            if section.level == level, let english = sections[earlier] { return (english, headings) }
        }
        return (enclosing, headings)
    }
}
