import HIGModel

/// Pairs the tables of Apple's Korean edition of a page with the English tables they translate.
/// The Korean edition gives the same tables in the same order, so position decides; a pair must
/// have the same shape, and the numbers in its cells (sizes, points, counts), which a translation
/// keeps, must be the same ones in the same order when both sides have any.
enum KoreanTables {
    /// Apple's Korean edition among `drafts`, paired with `english`: its tables with the English
    /// ones they translate (Korean table index, English table index), and its sections with the
    /// English sections they translate; nil when no Korean edition has tables. Tables are paired
    /// section by section (`SectionAlignment`), in order within each pair of sections, so a table
    /// only the Korean edition gives does not shift the pairs after it.
    static func pairing(of english: PageDraft, among drafts: [PageDraft]) -> Pairing? {
        guard let korean = drafts.first(where: { $0.isAppleKorean && !$0.tables.isEmpty }) else { return nil }
        let sections = Dictionary(
            SectionAlignment.pairs(korean: korean.sections, english: english.sections),
            uniquingKeysWith: { first, _ in first })
        var pairs: [(Int, Int)] = []
        for section in Set(korean.tables.map(\.sectionIndex)) {
            // Tables before the first section pair with the English ones there; a section that
            // translates none has no tables to pair with.
            let target: Int?
            if let section {
                guard let translated = sections[section] else { continue }
                target = translated
            } else {
                target = nil
            }
            let left = korean.tables.indices.filter { korean.tables[$0].sectionIndex == section }
            let right = english.tables.indices.filter { english.tables[$0].sectionIndex == target }
            let within = OrderedAlignment.pairs(left: left.count, right: right.count) { k, e in
                evidence(korean.tables[left[k]], translating: english.tables[right[e]])
            }
            pairs += within.map { (left[$0.0], right[$0.1]) }
        }
        return Pairing(korean: korean, tables: pairs.sorted { $0.0 < $1.0 }, sections: sections)
    }

    struct Pairing {
        let korean: PageDraft
        /// (Korean table index, English table index), in the Korean edition's order.
        let tables: [(Int, Int)]
        /// The English section index of each Korean section that translates one.
        let sections: [Int: Int]
    }

    /// The Korean of `english`'s tables, by the table's position in `english.tables`.
    static func translations(of korean: PageDraft, pairs: [(Int, Int)]) -> [Int: TableTranslation] {
        var result: [Int: TableTranslation] = [:]
        for (koreanIndex, englishIndex) in pairs {
            let table = korean.tables[koreanIndex]
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
