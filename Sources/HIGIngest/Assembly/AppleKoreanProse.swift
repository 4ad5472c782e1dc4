import HIGModel

/// Pairs the prose of Apple's Korean edition of a page (paragraphs, list items, callouts) with
/// the English prose it translates. The Korean edition writes the English edition's prose in the
/// same sections and the same order, so the sections are paired as the guidelines' are
/// (`StructuralPairing`), and within a pair of sections the blocks of each kind by order
/// (`OrderedAlignment`): a list item translates a list item, a callout a callout, whatever the
/// other kinds around them. What both sides keep (links, numbers, Latin words) confirms or refutes
/// a pair; where the counts differ only what that confirms is paired, so an English paragraph the
/// Korean edition does not have (an edition note, a newer paragraph) gets no Korean rather than
/// its neighbour's.
enum AppleKoreanProse {
    /// Apple's Korean of one English paragraph, and where it is written.
    struct Translation: Equatable {
        var text: String
        var source: SourceLocation
    }

    /// The Korean of `english`'s prose, by the line of the English paragraph in `english`.
    /// `abstract` is the Korean page's abstract, which translates the English abstract rather
    /// than a paragraph.
    static func translations(of english: PageDraft, among drafts: [PageDraft], abstract: String?)
        -> [Int: Translation]
    {
        var result: [Int: Translation] = [:]
        for korean in drafts where korean.isAppleKorean && !korean.koreanProse.isEmpty {
            let sections =
                [(Int?.none, Int?.none)]
                + StructuralPairing(korean: korean, english: english).sectionPairs.map {
                    (Optional($0.0), Optional($0.1))
                }
            for (koreanSection, englishSection) in sections {
                let koreanItems = korean.koreanProse.filter { $0.sectionIndex == koreanSection && $0.text != abstract }
                let englishItems = englishSection.map { english.sections[$0].prose } ?? english.prose
                // A second Korean edition of the page, were there one, never replaces the first's Korean.
                for (koreanItem, englishItem) in pairs(koreanItems, englishItems) {
                    guard result[englishItem.line] == nil else { continue }
                    result[englishItem.line] = Translation(
                        text: koreanItem.text, source: SourceLocation(file: korean.path, line: koreanItem.line))
                }
            }
        }
        return result
    }

    /// The pairs of one section's Korean and English prose, kind by kind.
    static func pairs(_ korean: [KoreanProseDraft], _ english: [ProseDraft]) -> [(KoreanProseDraft, ProseDraft)] {
        let englishKinds = english.map { ProseKind($0.rich, text: $0.text) }
        var result: [(KoreanProseDraft, ProseDraft)] = []
        for kind in [ProseKind.paragraph, .listItem, .callout] {
            let left = korean.filter { $0.kind == kind }
            let right = english.indices.filter { englishKinds[$0] == kind && !english[$0].text.isEmpty }.map {
                english[$0]
            }
            guard !left.isEmpty, !right.isEmpty else { continue }
            let leftMarks = left.map { AlignmentMarks($0.text, links: $0.links) }
            let rightMarks = right.map { AlignmentMarks($0.text, links: $0.links) }
            let pairs = OrderedAlignment.pairs(left: left.count, right: right.count) { k, e in
                leftMarks[k].evidence(translating: rightMarks[e])
            }
            result += pairs.map { (left[$0.0], right[$0.1]) }
        }
        return result
    }
}
