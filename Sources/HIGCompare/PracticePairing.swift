import HIGModel

/// The changes between two versions of a page's practices: pairs by ID first, then the
/// practices left on both sides by how much of their wording they share (the measure ingest's
/// rewording matcher uses), each pair compared for text, strength and tags.
package enum PracticePairing {
    /// What a pair left over must score to be one guideline reworded.
    static let threshold = 0.3

    static func changes(old: [Practice], new: [Practice]) -> [PracticeChange] {
        let oldByID = Dictionary(old.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(new.map(\.id))
        var matched: [String: (Practice, PracticeChange.Match)] = [:]
        for practice in new { if let previous = oldByID[practice.id] { matched[practice.id] = (previous, .id) } }
        let openOld = old.filter { !newIDs.contains($0.id) }
        let openNew = new.filter { matched[$0.id] == nil }
        var taken: Set<String> = []
        for (newIndex, oldIndex) in reworded(openOld, openNew) {
            matched[openNew[newIndex].id] = (openOld[oldIndex], .rewording)
            taken.insert(openOld[oldIndex].id)
        }
        var result: [PracticeChange] = []
        for practice in new {
            guard let (previous, match) = matched[practice.id] else {
                result.append(PracticeChange(kind: .added, new: practice, old: nil))
                continue
            }
            if let change = compare(previous, practice, match: match) { result.append(change) }
        }
        for practice in openOld where !taken.contains(practice.id) {
            result.append(PracticeChange(kind: .removed, new: nil, old: practice))
        }
        return result
    }

    /// Pairs (new index, old index) of practices that word one guideline differently, best
    /// first, each practice used once. `hig review update` carries a mark over the same way.
    package static func reworded(_ old: [Practice], _ new: [Practice]) -> [(Int, Int)] {
        guard !old.isEmpty, !new.isEmpty else { return [] }
        let oldWords = old.map { (WordOverlap.words($0.lead), WordOverlap.words($0.body)) }
        var scored: [GreedyPairing.Candidate] = []
        for (newIndex, practice) in new.enumerated() {
            let lead = WordOverlap.words(practice.lead)
            let body = WordOverlap.words(practice.body)
            let section = PagePairing.normalized(practice.section)
            for (oldIndex, words) in oldWords.enumerated() {
                let score = WordOverlap.rewordingScore(
                    lead: lead, body: body, againstLead: words.0, body: words.1,
                    sameSection: section == PagePairing.normalized(old[oldIndex].section))
                if let score { scored.append(.init(score: score, left: newIndex, right: oldIndex)) }
            }
        }
        return GreedyPairing.pairs(scored, threshold: threshold)
    }

    /// Text as pairing compares it: lowercased letters and digits only.
    package static func comparable(_ text: String) -> String { PagePairing.normalized(text) }

    /// Nil when nothing a reader would see changed.
    static func compare(_ old: Practice, _ new: Practice, match: PracticeChange.Match) -> PracticeChange? {
        let reworded =
            PagePairing.normalized(old.lead) != PagePairing.normalized(new.lead)
            || PagePairing.normalized(old.body) != PagePairing.normalized(new.body)
        let strength = old.strength == new.strength ? nil : StrengthChange(from: old.strength, to: new.strength)
        let platforms = ListChange.between(old.platforms, new.platforms)
        let lifecycle = ListChange.between(old.states + old.transitions, new.states + new.transitions)
        let styles = ListChange.between(old.styles, new.styles)
        guard reworded || strength != nil || platforms != nil || lifecycle != nil || styles != nil else { return nil }
        return PracticeChange(
            kind: reworded ? .reworded : .retagged, match: match, new: new, old: old, strength: strength,
            platforms: platforms, lifecycle: lifecycle, styles: styles)
    }
}
