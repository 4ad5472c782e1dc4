/// Pairs practices that two versions of a page word differently ("simple, short, and
/// streamlined" against "simple, short, and narrowly focused"): first by shared words in lead
/// and body, then by being the only unpaired practice of the same section on both sides.
enum RewordingMatcher {
    static let threshold = 0.3

    static func pairs(
        _ practices: [PracticeDraft], in draft: PageDraft, against merged: [MergedPractice], excluding claimed: Set<Int>
    ) -> [(Int, Int)] {
        let open = merged.indices.filter { index in
            !claimed.contains(index) && !merged[index].sources.contains { $0.file == draft.path }
        }
        var scored: [(score: Double, draft: Int, merged: Int)] = []
        for (draftIndex, practice) in practices.enumerated() {
            let lead = words(practice.lead)
            let body = words(practice.body)
            let section = sectionSlug(practice, in: draft)
            for mergedIndex in open {
                let target = merged[mergedIndex]
                var score = 0.6 * jaccard(lead, words(target.lead)) + 0.4 * jaccard(body, words(target.body))
                if section == Slug.make(target.section) { score += 0.1 }
                if score >= threshold { scored.append((score, draftIndex, mergedIndex)) }
            }
        }
        var result: [(Int, Int)] = []
        var usedDrafts: Set<Int> = []
        var usedMerged: Set<Int> = []
        for candidate in scored.sorted(by: { $0.score > $1.score })
        where !usedDrafts.contains(candidate.draft) && !usedMerged.contains(candidate.merged) {
            result.append((candidate.draft, candidate.merged))
            usedDrafts.insert(candidate.draft)
            usedMerged.insert(candidate.merged)
        }
        // A section with one practice left on each side: the same guideline, rewritten.
        let leftDrafts = practices.indices.filter { !usedDrafts.contains($0) }
        let leftMerged = open.filter { !usedMerged.contains($0) }
        for draftIndex in leftDrafts {
            let section = sectionSlug(practices[draftIndex], in: draft)
            let sameSectionDrafts = leftDrafts.filter { sectionSlug(practices[$0], in: draft) == section }
            let sameSectionMerged = leftMerged.filter { Slug.make(merged[$0].section) == section }
            if !section.isEmpty, sameSectionDrafts.count == 1, sameSectionMerged.count == 1 {
                result.append((draftIndex, sameSectionMerged[0]))
            }
        }
        return result
    }

    private static func sectionSlug(_ practice: PracticeDraft, in draft: PageDraft) -> String {
        practice.sectionIndex.map { Slug.make(draft.sections[$0].title) } ?? ""
    }

    private static let stopWords: Set<String> = [
        "the", "and", "for", "that", "with", "you", "your", "are", "can", "when", "their", "them", "they", "this",
        "into", "from", "not", "but", "its", "it’s", "it's", "have", "has", "people",
    ]

    static func words(_ text: String) -> Set<String> {
        Set(
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
                .filter { $0.count > 2 && !stopWords.contains($0) })
    }

    static func jaccard(_ lhs: Set<String>, _ rhs: Set<String>) -> Double {
        let union = lhs.union(rhs).count
        return union == 0 ? 0 : Double(lhs.intersection(rhs).count) / Double(union)
    }
}
