import HIGModel

/// The two sides of a question that weighs one thing against another, read from the words around
/// its connector ("or", "vs", "versus", "instead of", "또는", "아니면"): on each side the nearest
/// words up to a stop word, at most three.
package struct ComparisonSides: Equatable {
    package static let connectors: Set<String> = ["or", "vs", "versus", "또는", "아니면"]
    package static let widest = 3
    /// Words that begin what is said about the two things, not a side: "spinner or progress bar
    /// while exporting".
    package static let clauseWords: Set<String> = [
        "while", "when", "during", "after", "before", "because", "without", "like", "since", "until",
    ]

    /// Each side's query terms, as the plan forms them.
    package var left: [String]
    package var right: [String]

    /// The sides of the plan's first connector, or nil when the query weighs nothing, or a side has
    /// no term of its own.
    package init?(_ plan: QueryPlan) {
        let words = plan.phrase.split(separator: " ").map(String.init)
        var connector: Range<Int>?
        for (index, word) in words.enumerated() {
            if Self.connectors.contains(word) {
                connector = index..<index + 1
            } else if word == "instead", index + 1 < words.count, words[index + 1] == "of" {
                connector = index..<index + 2
            }
            if connector != nil { break }
        }
        guard let connector else { return nil }
        let ends = { (word: String) in
            QueryPlanner.stopWords.contains(word) || QueryPlanner.isKoreanPredicate(word)
                || Self.clauseWords.contains(word)
        }
        let nearestBefore = words[..<connector.lowerBound].reversed().drop(while: ends).prefix { !ends($0) }
        let before = Array(nearestBefore.prefix(Self.widest).reversed())
        let after = Array(words[connector.upperBound...].drop(while: ends).prefix { !ends($0) }.prefix(Self.widest))
        func terms(_ side: [String]) -> [String] {
            plan.terms.map(\.original).filter { term in
                term.split(separator: " ").allSatisfy { side.contains(String($0)) }
            }
        }
        // A word typed on both sides ("settings bundle or in-app settings") is one term: the first side's.
        let first = terms(before)
        let second = terms(after).filter { !first.contains($0) }
        guard !first.isEmpty, !second.isEmpty else { return nil }
        left = first
        right = second
    }

    /// Whether a practice that does not hold `missing` of the query's terms as typed speaks of a
    /// side: it holds at least half of the side's terms (all of a one-term side) as typed, since a
    /// synonym ("알림" for alert) does not make guidance about the other thing this side's.
    package static func holds(_ side: [String], missing: [String]) -> Bool {
        let held = side.filter { !missing.contains($0) }.count
        return held * 2 >= side.count && held > 0
    }

    /// A candidate as the sides are judged on it: the terms it does not hold as typed, and those
    /// it does not hold even through a synonym or correction.
    package typealias Holding = (rowid: Int64, lead: String, notAsTyped: [String], missing: [String])

    /// Rowids of the practices to show, best first by `ordered`: the best holding both sides, then
    /// each side's best that is not the same guideline, each with the side it stands for. A side
    /// no practice holds as typed (`fullScreenCover`, which the pages never write) is held through
    /// its synonyms.
    package func picks(_ ordered: [Holding]) -> [(rowid: Int64, side: String?)] {
        var throughSynonyms: Set<[String]> = []
        for side in [left, right] where !ordered.contains(where: { Self.holds(side, missing: $0.notAsTyped) }) {
            throughSynonyms.insert(side)
        }
        func holds(_ side: [String], _ candidate: Holding) -> Bool {
            Self.holds(side, missing: throughSynonyms.contains(side) ? candidate.missing : candidate.notAsTyped)
        }
        var picks: [(rowid: Int64, side: String?)] = []
        // The same guideline on another page is not another answer.
        var leads: Set<String> = []
        if let both = ordered.first(where: { holds(left, $0) && holds(right, $0) }) {
            picks.append((both.rowid, nil))
            leads.insert(both.lead)
        }
        for side in [left, right] {
            if let best = ordered.first(where: { holds(side, $0) && !leads.contains($0.lead) }) {
                picks.append((best.rowid, side.joined(separator: " ")))
                leads.insert(best.lead)
            }
        }
        return picks.count >= 2 ? picks : []
    }

    /// The picks as an answer, with their practices and page titles.
    package func answer(
        _ picks: [(rowid: Int64, side: String?)], practices: [Int64: Practice], pageTitles: [Int64: String]
    ) -> ComparisonAnswer {
        ComparisonAnswer(
            sides: [left.joined(separator: " "), right.joined(separator: " ")],
            picks: picks.compactMap { pick in
                practices[pick.rowid].map {
                    ComparisonAnswer.Pick(side: pick.side, practice: $0, pageTitle: pageTitles[pick.rowid] ?? $0.page)
                }
            })
    }
}
