import HIGModel

/// A result's explanation in `hig query --format json`: `"factors"`, each
/// `{"factor","value"?, …}` with the shares as fractions, and `"matches"` (with `--explain`),
/// each `{"term","fields":[{"field","label","otherWords"}]}`, no field when the term matched none.
package struct ExplanationJSON: Encodable {
    package struct Factor: Encodable {
        package var factor: String
        package var value: Double?
        package var weights: String?
        package var expandedShare: Double?
        package var inLeadShare: Double?
        package var pages: [String]?

        init(_ factor: RankExplanation.Factor) {
            switch factor {
            case .bm25(let score, let weights): self.init("bm25", value: score, weights: weights)
            case .coverage(let share, let expandedShare):
                self.init("coverage", value: share, expandedShare: expandedShare)
            case .termsInLead(let share): self.init("termsInLead", value: share)
            case .leadFocus(let share): self.init("leadFocus", value: share)
            case .phraseInLead: self.init("phraseInLead")
            case .phraseInKorean: self.init("phraseInKorean")
            case .lifecycleInLead: self.init("lifecycleInLead")
            case .lifecycle: self.init("lifecycle")
            case .pageTitle(let share, let inLeadShare): self.init("pageTitle", value: share, inLeadShare: inLeadShare)
            case .alsoOn(let pages): self.init("alsoOn", pages: pages)
            case .filters: self.init("filters")
            case .entityBM25: self.init("entityBM25")
            }
        }

        private init(
            _ factor: String, value: Double? = nil, weights: String? = nil, expandedShare: Double? = nil,
            inLeadShare: Double? = nil, pages: [String]? = nil
        ) {
            self.factor = factor
            self.value = value
            self.weights = weights
            self.expandedShare = expandedShare
            self.inLeadShare = inLeadShare
            self.pages = pages
        }
    }

    package struct Match: Encodable {
        package struct Field: Encodable {
            package var field: String
            package var label: String
            package var otherWords: [String]
        }

        package var term: String
        package var fields: [Field]
    }

    package var factors: [Factor]
    package var matches: [Match]

    package init(_ explanation: RankExplanation) {
        factors = explanation.factors.map(Factor.init)
        matches = explanation.matches.map { match in
            Match(
                term: match.term,
                fields: match.fields.map { Match.Field(field: $0.field, label: $0.label, otherWords: $0.otherWords) })
        }
    }
}
