/// One answer to a query: a practice, or a page, section, state, transition or style.
package struct SearchHit: Sendable {
    package enum Kind: String, Sendable, Codable {
        case practice, page, section, state, transition, style
    }

    package var kind: Kind
    package var score: Double
    package var practice: Practice?
    /// The title of the practice's page.
    package var pageTitle: String
    /// For other kinds: the ID (`playing-audio`, `app.background`, `sheet`), title and detail.
    package var reference: String
    package var title: String
    package var detail: String
    /// Why it ranked where it did, for `--explain`.
    package var explanation: RankExplanation
    /// Titles of other pages that hold the same guideline (same lead), shown in its place.
    package var alsoOn: [String] = []
    /// The query's terms the practice does not hold, even as a synonym or correction.
    package var missingTerms: [String] = []
    /// How much of the query's weight the practice holds (0…1).
    package var coverage: Double = 1

    package init(
        kind: Kind, score: Double, practice: Practice?, pageTitle: String, reference: String, title: String,
        detail: String, explanation: RankExplanation, alsoOn: [String] = [], missingTerms: [String] = [],
        coverage: Double = 1
    ) {
        self.kind = kind
        self.score = score
        self.practice = practice
        self.pageTitle = pageTitle
        self.reference = reference
        self.title = title
        self.detail = detail
        self.explanation = explanation
        self.alsoOn = alsoOn
        self.missingTerms = missingTerms
        self.coverage = coverage
    }
}

package struct SearchResponse: Sendable {
    package var query: String
    package var filters: GuidelineFilter
    package var hits: [SearchHit]
    /// Typo corrections applied: original → corrected.
    package var corrections: [String: String]
    /// Set when the query had nothing to search for.
    package var refusal: SearchRefusal?
    /// The query's terms no result holds, when even the best covers less than half the query,
    /// and those no guideline holds at all: what no guideline mentions, shown before the closest
    /// results.
    package var unmentioned: [String] = []
    /// For a question weighing two things, the guidance naming both and each side's best.
    package var comparison: ComparisonAnswer?
    /// The query's words past the most a search takes (`RankingModel.maximumTerms`), in the
    /// order typed: they were not searched for.
    package var ignoredWords: [String] = []
    /// Rows of Apple's tables holding every query word, best first: apart from `hits`, which
    /// the site's search ranks the same way.
    package var tableRows: [TableRowHit] = []

    package init(query: String, filters: GuidelineFilter, hits: [SearchHit], corrections: [String: String]) {
        self.query = query
        self.filters = filters
        self.hits = hits
        self.corrections = corrections
    }
}

/// Why a query was not searched; each front end words it.
package enum SearchRefusal: Sendable, Equatable {
    /// No text and no filter.
    case emptyQuery
    /// Text without a word to search for ("?!").
    case noWords
}
