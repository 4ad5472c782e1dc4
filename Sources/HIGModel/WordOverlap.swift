/// How much two wordings of a guideline share: the words that carry meaning, compared as sets.
/// Ingest pairs a newer source's rewording with the practice it rewords by it, and the
/// comparison of two snapshots pairs a practice with its rewording the same way.
package enum WordOverlap {
    private static let stopWords: Set<String> = [
        "the", "and", "for", "that", "with", "you", "your", "are", "can", "when", "their", "them", "they", "this",
        "into", "from", "not", "but", "its", "it’s", "it's", "have", "has", "people", "use", "make", "avoid",
        "consider", "always", "never", "don’t", "don't",
    ]

    package static func words(_ text: String) -> Set<String> {
        Set(
            text.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
                .filter { $0.count > 2 && !stopWords.contains($0) })
    }

    /// Bodies of a word or two ("Body.") say nothing about whether two practices are one.
    package static func bodySimilarity(_ lhs: Set<String>, _ rhs: Set<String>) -> Double {
        min(lhs.count, rhs.count) >= 4 ? jaccard(lhs, rhs) : 0
    }

    /// How likely one wording rewords the other, from words already taken with `words(_:)`;
    /// nil when the leads share no word.
    package static func rewordingScore(
        lead: Set<String>, body: Set<String>, againstLead otherLead: Set<String>, body otherBody: Set<String>,
        sameSection: Bool
    ) -> Double? {
        let leadScore = jaccard(lead, otherLead)
        guard leadScore > 0 else { return nil }
        return 0.6 * leadScore + 0.4 * bodySimilarity(body, otherBody) + (sameSection ? 0.1 : 0)
    }

    package static func jaccard(_ lhs: Set<String>, _ rhs: Set<String>) -> Double {
        let union = lhs.union(rhs).count
        return union == 0 ? 0 : Double(lhs.intersection(rhs).count) / Double(union)
    }
}
