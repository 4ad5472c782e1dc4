import HIGModel

/// Apple's own English for the Korean cells of a page's tables, learned from the tables Apple's
/// Korean edition translates cell for cell ("큰 제목" is "Large Title" where both editions give
/// the macOS text styles). A Korean cell Apple renders two ways is left out: a cell is given in
/// English only where Apple's wording is certain.
struct TableCellGlossary {
    private var english: [String: String] = [:]
    /// The Korean headers of the translated tables with their English, for a header cell no pair
    /// names (see `header(for:)`).
    private var headers: [(korean: [String], english: [String])] = []

    init(korean: [TableDraft], english: [TableDraft], pairs: [(Int, Int)]) {
        var seen: [String: Set<String>] = [:]
        for (koreanIndex, englishIndex) in pairs {
            let (from, to) = (korean[koreanIndex], english[englishIndex])
            headers.append((from.header, to.header))
            for (koreanRow, englishRow) in zip([from.header] + from.paddedRows, [to.header] + to.paddedRows) {
                for (cell, englishCell) in zip(koreanRow, englishRow) where Hangul.containsHangul(cell) {
                    seen[cell, default: []].insert(englishCell)
                }
            }
        }
        for (cell, renderings) in seen where renderings.count == 1 { self.english[cell] = renderings.first }
    }

    /// The cell in Apple's English: the whole cell's pair; else, when every word of it is a cell
    /// with a pair or has no Hangul ("각주 1"), the words given so; else the Korean as it is.
    func cell(_ korean: String) -> String {
        if let whole = english[korean] { return whole }
        let words = korean.split(separator: " ").map(String.init)
        let given = words.map { Hangul.containsHangul($0) ? english[$0] : $0 }
        guard !words.isEmpty, given.allSatisfy({ $0 != nil }) else { return korean }
        return given.compactMap { $0 }.joined(separator: " ")
    }

    /// The header in Apple's English. A cell no pair names takes the English of its column from a
    /// translated header as wide as this one that agrees with it in at least half its cells (the
    /// iOS text styles' "스타일 | 굵기 | 크기(포인트) | 행간(포인트) | 강조 굵기" beside the macOS
    /// ones' "텍스트 스타일 | 굵기 | 크기(포인트) | …"); with none, it stays Korean.
    func header(_ korean: [String]) -> [String] {
        let sibling = headers.filter { $0.korean.count == korean.count && $0.english.count == korean.count }
            .map { candidate in (candidate, zip(candidate.korean, korean).filter { $0.0 == $0.1 }.count) }
            .filter { 2 * $0.1 >= korean.count }
            .max { $0.1 < $1.1 }?.0
        return korean.enumerated().map { column, cell in
            let given = self.cell(cell)
            guard given == cell, Hangul.containsHangul(cell), let sibling else { return given }
            return sibling.english[column]
        }
    }
}
