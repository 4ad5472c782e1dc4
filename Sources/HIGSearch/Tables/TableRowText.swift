import HIGModel

/// What a row of one of Apple's tables is searched by, normalized: its own cells (with Apple's
/// Korean of them) and the words around it (the page, section, caption, column headers and the
/// lead of the practice it follows, in English and Korean). The index's full-text table and the
/// site's search script read the same two texts, so a number question finds the same rows in both.
package struct TableRowText {
    /// How rows are ranked and how many are shown, which the site's script reads too.
    package struct Settings: Codable, Sendable, Equatable {
        /// bm25 weights of the cells and the context: the row's own words count more than those
        /// around it.
        package var weights: [Double]
        /// The weights that order rows within a table: by their own cells alone.
        package var cellWeights: [Double]
        /// Matching rows read before they are grouped by table.
        package var candidates: Int
        /// Rows an answer gives.
        package var shown: Int
        /// What a row's bm25 counts for when its table is a tab Apple's page does not open on
        /// (`Table.isOtherTab`): the default tab's rows, and Apple's English tables', come first
        /// where the rows match alike ("body font size" gives iOS Large(기본), not xSmall).
        package var otherTabWeight: Double
    }

    package static let settings = Settings(
        weights: [2, 1], cellWeights: [1, 0], candidates: 200, shown: 3, otherTabWeight: 0.8)

    private let leads: [String: String]
    private let koreanLeads: [String: String]

    package init(practices: [Practice]) {
        leads = Dictionary(practices.map { ($0.id, $0.lead) }, uniquingKeysWith: { first, _ in first })
        koreanLeads = Dictionary(
            practices.compactMap { practice in practice.ko.map { (practice.id, FirstSentence.of($0)) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The Korean title of the table's section on its page, if Apple's edition gives one.
    package static func sectionKo(of table: Table, on page: Page) -> String? {
        table.section.flatMap { title in page.sections.first { $0.title == title }?.titleKo }
    }

    /// The words around every row of `table`.
    package func context(of table: Table, on page: Page) -> String {
        let korean = table.ko.map { [page.titleKo ?? "", Self.sectionKo(of: table, on: page) ?? ""] + $0.header } ?? []
        return TextNormalizer.normalize(
            ([page.title, table.section ?? "", table.caption ?? ""] + table.header
                + [table.practice.flatMap { leads[$0] } ?? ""] + korean
                + [table.practice.flatMap { koreanLeads[$0] } ?? ""]).joined(separator: " "))
    }

    /// The row's own words: its cells, then Apple's Korean of them.
    package static func cells(_ cells: [String], korean: [String]?) -> String {
        TextNormalizer.normalize((cells + (korean ?? [])).joined(separator: " "))
    }

    /// Apple's Korean of row `index` of `table`, when its edition translates the table.
    package static func koreanCells(of table: Table, row index: Int) -> [String]? {
        table.ko.flatMap { index < $0.rows.count ? $0.rows[index] : nil }
    }
}
