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
        let draftSections = practices.map { draft.sectionSlug(of: $0) }
        let mergedSections = Dictionary(uniqueKeysWithValues: open.map { ($0, Slug.make(merged[$0].section)) })
        var scored: [GreedyPairing.Candidate] = []
        if practices.count * open.count <= comparisonBudget {
            let mergedWords = Dictionary(
                uniqueKeysWithValues: open.map {
                    ($0, (WordOverlap.words(merged[$0].lead), WordOverlap.words(merged[$0].body)))
                })
            for (draftIndex, practice) in practices.enumerated() {
                let lead = WordOverlap.words(practice.lead)
                let body = WordOverlap.words(practice.body)
                for mergedIndex in open {
                    let (targetLead, targetBody) = mergedWords[mergedIndex]!
                    let score = WordOverlap.rewordingScore(
                        lead: lead, body: body, againstLead: targetLead, body: targetBody,
                        sameSection: draftSections[draftIndex] == mergedSections[mergedIndex])
                    if let score { scored.append(.init(score: score, left: draftIndex, right: mergedIndex)) }
                }
            }
        }
        var result = GreedyPairing.pairs(scored, threshold: threshold)
        let usedDrafts = Set(result.map(\.0))
        let usedMerged = Set(result.map(\.1))
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
            let lead = WordOverlap.jaccard(WordOverlap.words(practice.lead), WordOverlap.words(target.lead))
            let body = WordOverlap.bodySimilarity(WordOverlap.words(practice.body), WordOverlap.words(target.body))
            if lead >= positionalThreshold || body >= positionalThreshold {
                result.append((drafts[0], targets[0]))
            }
        }
        return result.sorted { $0.0 < $1.0 }
    }
}
