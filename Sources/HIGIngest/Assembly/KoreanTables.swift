import HIGModel

/// Pairs the tables of Apple's Korean edition of a page with the English tables they translate.
/// The Korean edition gives the same tables in the same order, so position decides; a pair must
/// have the same shape, and the numbers in its cells (sizes, points, counts), which a translation
/// keeps, must be the same ones in the same order when both sides have any.
enum KoreanTables {
    /// The Korean of `english`'s tables, by the table's position in `english.tables`.
    static func translations(of english: PageDraft, among drafts: [PageDraft]) -> [Int: TableTranslation] {
        guard let korean = drafts.first(where: { $0.isAppleKorean && !$0.tables.isEmpty }) else { return [:] }
        let left = korean.tables
        let right = english.tables
        let pairs = OrderedAlignment.pairs(left: left.count, right: right.count) { koreanIndex, englishIndex in
            evidence(left[koreanIndex], translating: right[englishIndex])
        }
        var result: [Int: TableTranslation] = [:]
        for (koreanIndex, englishIndex) in pairs {
            let table = left[koreanIndex]
            result[englishIndex] = TableTranslation(
                header: table.header, rows: table.paddedRows,
                source: SourceLocation(file: korean.path, line: table.line))
        }
        return result
    }

    /// A Korean table translates an English one when their shapes agree and so do their numbers.
    static func evidence(_ korean: TableDraft, translating english: TableDraft) -> OrderedAlignment.Evidence {
        let shape = { (table: TableDraft) in
            [table.header.count, table.rows.count, table.paddedRows.first?.count ?? 0]
        }
        guard shape(korean) == shape(english) else { return .contradicts }
        let (koreanNumbers, englishNumbers) = (numbers(in: korean), numbers(in: english))
        if koreanNumbers.isEmpty || englishNumbers.isEmpty { return .neutral }
        return koreanNumbers == englishNumbers ? .supports(1) : .contradicts
    }

    /// The digit runs of every cell, header first, in reading order.
    static func numbers(in table: TableDraft) -> [String] {
        (table.header + table.rows.flatMap { $0 }).flatMap { cell in
            cell.split { !$0.isASCII || !$0.isNumber }.map(String.init)
        }
    }
}
