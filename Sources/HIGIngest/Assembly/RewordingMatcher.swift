import HIGModel

/// Pairs practices that two versions of a page word differently ("simple, short, and
/// streamlined" against "simple, short, and narrowly focused"): first by shared words in lead
/// and body, then by being the only unpaired practice of the same section on both sides.
enum RewordingMatcher {
    static let threshold = 0.3
    /// What two leads or bodies left alone in a section must share to be one practice.
    static let positionalThreshold = 0.25

    /// Above this many comparisons, only the positional pairing runs: the word comparison is
    /// quadratic and real pages have tens of practices, not thousands.
    static let comparisonBudget = 250_000

    static func pairs(
        _ practices: [PracticeDraft], in draft: PageDraft, against merged: [MergedPractice], excluding claimed: Set<Int>
    ) -> [(Int, Int)] {
        let open = merged.indices.filter { index in
            !claimed.contains(index) && !merged[index].sources.contains { $0.file == draft.path }
        }
        guard !open.isEmpty, !practices.isEmpty else { return [] }
        let draftSections = practices.map { sectionSlug($0, in: draft) }
        let mergedSections = Dictionary(uniqueKeysWithValues: open.map { ($0, Slug.make(merged[$0].section)) })
        var scored: [(score: Double, draft: Int, merged: Int)] = []
        if practices.count * open.count <= comparisonBudget {
            let mergedWords = Dictionary(
                uniqueKeysWithValues: open.map { ($0, (words(merged[$0].lead), words(merged[$0].body))) })
            for (draftIndex, practice) in practices.enumerated() {
                let lead = words(practice.lead)
                let body = words(practice.body)
                for mergedIndex in open {
                    let (targetLead, targetBody) = mergedWords[mergedIndex]!
                    let leadScore = jaccard(lead, targetLead)
                    guard leadScore > 0 else { continue }
                    var score = 0.6 * leadScore + 0.4 * bodySimilarity(body, targetBody)
                    if draftSections[draftIndex] == mergedSections[mergedIndex] { score += 0.1 }
                    if score >= threshold { scored.append((score, draftIndex, mergedIndex)) }
                }
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
        var leftDrafts: [String: [Int]] = [:]
        for index in practices.indices where !usedDrafts.contains(index) {
            leftDrafts[draftSections[index], default: []].append(index)
        }
        var leftMerged: [String: [Int]] = [:]
        for index in open where !usedMerged.contains(index) {
            leftMerged[mergedSections[index]!, default: []].append(index)
        }
        for (section, drafts) in leftDrafts where !section.isEmpty && drafts.count == 1 {
            guard let targets = leftMerged[section], targets.count == 1 else { continue }
            let practice = practices[drafts[0]]
            let target = merged[targets[0]]
            // Still about the same thing: the leads share words, or the bodies do.
            let lead = jaccard(words(practice.lead), words(target.lead))
            let body = bodySimilarity(words(practice.body), words(target.body))
            if lead >= positionalThreshold || body >= positionalThreshold {
                result.append((drafts[0], targets[0]))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }

    private static func sectionSlug(_ practice: PracticeDraft, in draft: PageDraft) -> String {
        practice.sectionIndex.map { Slug.make(draft.sections[$0].title) } ?? ""
    }

    static func words(_ text: String) -> Set<String> { WordOverlap.words(text) }

    static func bodySimilarity(_ lhs: Set<String>, _ rhs: Set<String>) -> Double {
        WordOverlap.bodySimilarity(lhs, rhs)
    }

    static func jaccard(_ lhs: Set<String>, _ rhs: Set<String>) -> Double { WordOverlap.jaccard(lhs, rhs) }
}
