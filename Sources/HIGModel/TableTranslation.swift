/// Apple's Korean edition of a table, cell for cell: `header[i]` and `rows[r][c]` translate the
/// English table's cells at the same places.
package struct TableTranslation: Hashable, Codable, Sendable {
    package var header: [String]
    package var rows: [[String]]
    package var source: SourceLocation

    package init(header: [String], rows: [[String]], source: SourceLocation) {
        self.header = header
        self.rows = rows
        self.source = source
    }

    /// Whether the Korean cells are the English ones but for spacing ("44x44pt" for "44x44 pt").
    static func respaces(_ korean: [[String]], _ english: [[String]]) -> Bool {
        func squeezed(_ rows: [[String]]) -> [[String]] { rows.map { $0.map { $0.filter { !$0.isWhitespace } } } }
        return squeezed(korean) == squeezed(english)
    }
}

extension Table {
    /// The table as Apple's Korean edition gives it: the Korean header and cells in the English
    /// table's place, with no caption (the Korean prose beside it already introduces it) unless
    /// only the Korean edition gives the table (its caption names the tab); nil when no Korean
    /// page translates the table.
    package var korean: Table? {
        guard let ko else { return nil }
        var table = Table(
            number: number, caption: onlyInKorean == true ? caption : nil, header: ko.header, rows: ko.rows,
            section: section, practice: practice, source: ko.source)
        table.onlyInKorean = onlyInKorean
        return table
    }

    /// Whether the English cells say nothing the Korean ones beneath them would not: a Korean
    /// edition that only respaces them, or a table only the Korean edition gives, whose English
    /// cells are its Korean ones in Apple's English wording.
    package var koreanAddsNothing: Bool { koreanRepeatsCells || onlyInKorean == true }

    /// Whether Apple's Korean edition has the English cells but for spacing ("44x44pt" for
    /// "44x44 pt"): the numbers and names it leaves in English, which a reader needs once.
    package var koreanRepeatsCells: Bool {
        guard let ko else { return false }
        return TableTranslation.respaces(ko.rows, rows)
    }

    /// The table in an answer's language, as its paragraphs are: the English alone under `en`,
    /// the Korean alone under `ko` (the English where Apple gives no Korean), the English then
    /// the Korean under `both`.
    package func editions(in language: OutputLanguage) -> [Table] {
        guard let korean, language != .en else { return [self] }
        return language == .ko ? [korean] : [self, korean]
    }
}
