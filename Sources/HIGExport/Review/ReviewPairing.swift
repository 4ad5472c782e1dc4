import HIGCompare
import HIGModel

/// Which of a review's items is which guideline of the current checklist. Content decides, not
/// the ID alone: an ID can be reused by another guideline (older versions numbered guidelines
/// with the same lead by position), and carrying a mark by such an ID turns one guideline's FAIL
/// into another's. In order:
/// 1. the same page, section and text (lead, body and strength, as the item's digest holds them);
/// 2. the same ID with the same lead, when the review holds no other unpaired item with that lead
///    on that page (else the ID could belong to either), or the same ID when the review item
///    carries no digest to compare (a review written by hand);
/// 3. the same guideline reworded, found the way `hig diff` finds it, again only for leads the
///    review does not repeat.
/// Whatever the review holds beyond that is reported removed, never guessed.
struct ReviewPairing {
    struct Pair {
        var current: Int
        var review: Int
        /// Paired by anything but identical text.
        var textChanged: Bool
    }

    private(set) var pairs: [Pair] = []
    private(set) var unpairedReview: [Int] = []

    init(review: [ChecklistItem], current: [ChecklistItem]) {
        var currentTaken = Array(repeating: false, count: current.count)
        var reviewTaken = Array(repeating: false, count: review.count)

        var byContent: [String: [Int]] = [:]
        for index in current.indices.reversed() {
            byContent[Self.contentKey(current[index]), default: []].append(index)
        }
        for (index, item) in review.enumerated() where !item.digest.isEmpty {
            guard let match = byContent[Self.contentKey(item)]?.popLast() else { continue }
            take(index, match, textChanged: false, &reviewTaken, &currentTaken)
        }

        let repeated = Self.repeatedLeads(review.indices.filter { !reviewTaken[$0] }.map { review[$0] })
        var byID: [String: Int] = [:]
        for index in current.indices where !currentTaken[index] { byID[current[index].id] = index }
        for (index, item) in review.enumerated() where !reviewTaken[index] {
            guard let match = byID[item.id], !currentTaken[match] else { continue }
            if item.digest.isEmpty {
                take(index, match, textChanged: false, &reviewTaken, &currentTaken)
            } else if !repeated.contains(Self.leadKey(item)), Self.leadKey(item) == Self.leadKey(current[match]) {
                take(index, match, textChanged: item.digest != current[match].digest, &reviewTaken, &currentTaken)
            }
        }

        let orphans = review.indices.filter { !reviewTaken[$0] && !repeated.contains(Self.leadKey(review[$0])) }
        let open = current.indices.filter { !currentTaken[$0] }
        for (newIndex, oldIndex) in PracticePairing.reworded(
            orphans.map { review[$0].practice }, open.map { current[$0].practice })
        {
            take(orphans[oldIndex], open[newIndex], textChanged: true, &reviewTaken, &currentTaken)
        }
        unpairedReview = review.indices.filter { !reviewTaken[$0] }
    }

    private mutating func take(
        _ review: Int, _ current: Int, textChanged: Bool, _ reviewTaken: inout [Bool], _ currentTaken: inout [Bool]
    ) {
        reviewTaken[review] = true
        currentTaken[current] = true
        pairs.append(Pair(current: current, review: review, textChanged: textChanged))
    }

    /// A Markdown review names the section "General" where the guideline has none.
    private static func sectionKey(_ section: String) -> String {
        let normalized = PracticePairing.comparable(section)
        return normalized.isEmpty ? "general" : normalized
    }

    private static func contentKey(_ item: ChecklistItem) -> String {
        "\(item.practice.page)\u{1F}\(sectionKey(item.practice.section))\u{1F}\(item.digest)"
    }

    private static func leadKey(_ item: ChecklistItem) -> String {
        "\(item.practice.page)\u{1F}\(PracticePairing.comparable(item.practice.lead))"
    }

    /// Page and lead of the items that share them with another: an ID or a rewording cannot
    /// tell which of those a mark belongs to.
    private static func repeatedLeads(_ items: [ChecklistItem]) -> Set<String> {
        var counts: [String: Int] = [:]
        for item in items { counts[leadKey(item), default: 0] += 1 }
        return Set(counts.filter { $0.value > 1 }.keys)
    }
}
