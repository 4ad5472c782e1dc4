/// A table of a page as its source gives it: Apple's control sizes, text styles, icon sizes and
/// keyboard shortcuts, kept as data rather than as text.
package struct Table: Hashable, Codable, Sendable {
    /// Its number on the page: the English page's tables from 1 in reading order, then those only
    /// Apple's Korean edition gives, so a table's number stays when such a table is added.
    /// `page#table-n` names it.
    package var number: Int
    /// The caption, or the sentence that introduces the table ("…use the following values:");
    /// nil when neither is written.
    package var caption: String?
    /// The header cells; empty when the source marks no header row.
    package var header: [String]
    /// The body rows, each as wide as the widest row or the header (short rows padded with "").
    package var rows: [[String]]
    /// The title of the section the table stands in; nil before the page's first section.
    package var section: String?
    /// The practice whose paragraph the table directly follows in the same section.
    package var practice: String?
    package var source: SourceLocation
    /// Apple's Korean edition of the table; nil when no Korean page translates it.
    package var ko: TableTranslation?
    /// True when only Apple's Korean edition gives the table as text (the English page shows it
    /// in tabs its text leaves out): `ko` holds Apple's cells, and `header` and `rows` give them
    /// in Apple's English wherever the page's other tables pair a Korean cell with one, the
    /// Korean elsewhere. Nil for a table of the English page.
    package var onlyInKorean: Bool?
    /// True for a table only the Korean edition gives whose tab is the one Apple's page opens on:
    /// its name says it is the default ("Large(기본)"). Nil otherwise.
    package var isDefaultTab: Bool?

    package init(
        number: Int, caption: String?, header: [String], rows: [[String]], section: String? = nil,
        practice: String? = nil, source: SourceLocation
    ) {
        self.number = number
        self.caption = caption
        self.header = header
        self.rows = rows
        self.section = section
        self.practice = practice
        self.source = source
    }

    /// The number of columns: the header's or the widest row's.
    package var width: Int { max(header.count, rows.map(\.count).max() ?? 0) }

    /// Whether the table is one of the tabs only the Korean edition gives that Apple's page does
    /// not open on ("xSmall" beside "Large(기본)"): its rows come after the default tab's and
    /// Apple's English tables' when they match as well (`TableRowText.Settings.otherTabWeight`).
    package var isOtherTab: Bool { onlyInKorean == true && caption != nil && isDefaultTab != true }

    /// `page#table-n`: a stable name for the table on its page.
    package func id(onPage page: String) -> String { "\(page)#table-\(number)" }
}

extension Page {
    /// Every table of the page in reading order: before the first section, then section by section.
    package var allTables: [Table] {
        ((tables ?? []) + sections.flatMap { $0.tables ?? [] }).sorted { $0.number < $1.number }
    }

    /// The tables that directly follow a practice's paragraph, by the practice's ID.
    package var tablesByPractice: [String: [Table]] {
        Dictionary(grouping: allTables.filter { $0.practice != nil }) { $0.practice ?? "" }
    }

    /// The tables that directly follow the practice's paragraph.
    package func tables(following practice: String) -> [Table] {
        allTables.filter { $0.practice == practice }
    }
}

extension Page {
    /// The page with its tables taken off, for an answer that gives them on their own.
    package var withoutTables: Page {
        var page = self
        page.tables = nil
        for index in page.sections.indices { page.sections[index].tables = nil }
        return page
    }
}

extension Page {
    /// The table as a page shows it among its prose: a caption that is the paragraph introducing
    /// the table, which the prose just before it already gives, is left out so it reads once.
    package func tableAmidProse(_ table: Table) -> Table {
        guard let caption = table.caption else { return table }
        let words = caption.split(whereSeparator: \.isWhitespace)
        let around = table.section.flatMap { title in sections.first { $0.title == title }?.prose } ?? prose ?? []
        guard around.contains(where: { $0.text.split(whereSeparator: \.isWhitespace) == words }) else { return table }
        var shown = table
        shown.caption = nil
        return shown
    }
}
