import HIGModel

/// What an answer tells it does not speak of.
package enum UnmentionedTerms {
    /// The terms that none of the shown practices holds, when the best covers too little, and
    /// those no guideline holds at all (`unfound`), however much of the rest the best covers: a
    /// destructive alert in an Ethereum wallet is answered, but not about Ethereum.
    package static func of(_ hits: [SearchHit], unfound: [String] = [], model: RankingModel) -> [String] {
        let practices = hits.filter { $0.kind == .practice }
        guard let best = practices.first else { return [] }
        let uncovered =
            best.coverage < model.coverage.answered
            ? best.missingTerms.filter { term in practices.allSatisfy { $0.missingTerms.contains(term) } } : []
        return unfound + uncovered.filter { !unfound.contains($0) }
    }
}
