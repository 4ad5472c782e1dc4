/// A row of one of Apple's tables that answers a query: the numbers themselves ("iOS, iPadOS |
/// 44x44 pt | 28x28 pt"), with the page, section, caption and column headers that say what they
/// are. Shown apart from the ranked results.
package struct TableRowHit: Sendable, Hashable, Codable {
    package var page: String
    /// The table's number on its page and the row's in the table, from 1.
    package var table: Int
    package var row: Int
    package var pageTitle: String
    package var section: String?
    package var caption: String?
    package var header: [String]
    package var cells: [String]
    /// The practice the table follows.
    package var practice: String?
    package var source: SourceLocation
    package var score: Double
    /// Apple's Korean edition of the row, where it translates the table: the page's and
    /// section's Korean titles, the Korean header and cells; nil where there is none.
    package var pageTitleKo: String?
    package var sectionKo: String?
    package var headerKo: [String]?
    package var cellsKo: [String]?
    /// True when only Apple's Korean edition gives the row's table (`Table.onlyInKorean`).
    package var onlyInKorean: Bool?

    package init(
        page: String, table: Int, row: Int, pageTitle: String, section: String?, caption: String?, header: [String],
        cells: [String], practice: String?, source: SourceLocation, score: Double
    ) {
        self.page = page
        self.table = table
        self.row = row
        self.pageTitle = pageTitle
        self.section = section
        self.caption = caption
        self.header = header
        self.cells = cells
        self.practice = practice
        self.source = source
        self.score = score
    }

    /// `page#table-n`: the table the row is in.
    package var tableID: String { "\(page)#table-\(table)" }
    /// `page#table-n-row-m`.
    package var id: String { "\(tableID)-row-\(row)" }

    /// The cells as one line: "iOS, iPadOS | 44x44 pt | 28x28 pt".
    package var title: String { cells.joined(separator: " | ") }

    /// The row as Apple's Korean edition gives it, in the English row's place: the Korean
    /// titles, header and cells, no caption (the English one's); nil where no Korean translates it.
    package var korean: TableRowHit? {
        guard let cellsKo else { return nil }
        var row = self
        row.pageTitle = pageTitleKo ?? pageTitle
        row.section = sectionKo ?? section
        row.caption = onlyInKorean == true ? caption : nil
        row.header = headerKo ?? header
        row.cells = cellsKo
        return row
    }

    /// Whether Apple's Korean row has the English row's cells but for spacing ("44x44pt" under
    /// "44x44 pt"): the numbers and names the Korean edition leaves in English, which a reader who
    /// sees the Korean header beside the English one needs once.
    package var koreanRepeatsCells: Bool {
        guard let cellsKo else { return false }
        return TableTranslation.respaces([cellsKo], [cells])
    }

    /// Whether the English row says nothing the Korean one beneath it would not: it only
    /// respaces the cells, or only the Korean edition gives the table and the English cells are
    /// its Korean ones in Apple's English wording (`Table.koreanAddsNothing`).
    package var koreanAddsNothing: Bool { koreanRepeatsCells || onlyInKorean == true }

    /// The row as a language shows it, as `Table.editions(in:)` shows a table: the Korean in
    /// the English row's place under `ko`, beneath it under `both`; the English where there is
    /// no Korean.
    package func editions(in language: OutputLanguage) -> [TableRowHit] {
        switch language {
        case .en: [self]
        case .ko: [korean ?? self]
        case .both: [self] + (korean.map { [$0] } ?? [])
        }
    }

    /// Each cell under its column's header: "Platform: iOS, iPadOS · Default control size: 44x44 pt".
    package var detail: String {
        zip(header + Array(repeating: "", count: max(0, cells.count - header.count)), cells).map { name, cell in
            name.isEmpty ? cell : "\(name): \(cell)"
        }.joined(separator: " · ")
    }
}
