/// Pairs the sections of Apple's Korean edition of a page with the English sections they
/// translate, over the whole outline at once: the pairs of equal heading level whose titles do
/// not contradict each other, the most of them in order, those whose titles agree counting for
/// more. Unlike `StructuralPairing`, which pairs a run only when both sides hold as many sections,
/// this keeps its pairs around sections only one edition has (the Korean edition's heading for
/// each tab of a table the English text leaves out), which is what placing tables needs.
enum SectionAlignment {
    /// (Korean section index, English section index), in order.
    static func pairs(korean: [SectionDraft], english: [SectionDraft]) -> [(Int, Int)] {
        let koreanMarks = korean.map { AlignmentMarks($0.title) }
        let englishMarks = english.map { AlignmentMarks($0.title) }
        func weight(_ k: Int, _ e: Int) -> Double? {
            guard korean[k].level == english[e].level else { return nil }
            switch koreanMarks[k].evidence(translating: englishMarks[e]) {
            case .contradicts: return nil
            case .neutral: return 1
            case .supports(let share): return 2 + share
            }
        }
        // best[k][e]: the most weight the first k Korean and first e English sections can pair.
        var best = [[Double]](repeating: [Double](repeating: 0, count: english.count + 1), count: korean.count + 1)
        var paired = [[Bool]](repeating: [Bool](repeating: false, count: english.count + 1), count: korean.count + 1)
        for k in korean.indices {
            for e in english.indices {
                var score = max(best[k][e + 1], best[k + 1][e])
                if let pair = weight(k, e), best[k][e] + pair > score {
                    score = best[k][e] + pair
                    paired[k + 1][e + 1] = true
                }
                best[k + 1][e + 1] = score
            }
        }
        var result: [(Int, Int)] = []
        var (k, e) = (korean.count, english.count)
        while k > 0, e > 0 {
            if paired[k][e] {
                result.append((k - 1, e - 1))
                (k, e) = (k - 1, e - 1)
            } else if best[k - 1][e] >= best[k][e - 1] {
                k -= 1
            } else {
                e -= 1
            }
        }
        return result.reversed()
    }
}
