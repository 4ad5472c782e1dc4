import HIGIndex
import HIGModel

/// `hig query --format json`: `{"query","filters","results":[{"kind","score", …}]}`; practice
/// results carry every practice field.
package struct QueryJSON: Encodable {
    package var query: String
    package var filters: GuidelineFilter
    package var corrections: [String: String]
    package var message: String?
    /// The query's terms no result holds, when even the best result covers less than half the
    /// query, and those no guideline holds at all: the results are only the closest.
    package var unmentioned: [String]
    /// For a question weighing two things: `{"sides":[…],"practices":[{"side","id","lead","pageTitle"}]}`,
    /// the practice naming both sides first, without `side`.
    package var comparison: ComparisonJSON?
    /// The query's words past the most a search takes: not searched for.
    package var ignoredWords: [String]
    package var results: [Result]
    /// Rows of Apple's tables holding every query word, apart from the ranked results.
    package var tables: [TableRowJSON]

    package struct Result: Encodable {
        package var kind: String
        package var score: Double
        package var practice: Practice?
        package var id: String
        package var title: String
        package var detail: String
        /// Why it ranked where it did: the lines `--explain` prints, and the same as values.
        package var explanation: RankExplanation
        /// Titles of other pages holding the same guideline (practice results only).
        package var alsoOn: [String]

        private enum CodingKeys: String, CodingKey {
            case kind, score, id, title, detail, explanation, explained, alsoOn
        }

        package func encode(to encoder: any Encoder) throws {
            if let practice { try practice.encode(to: encoder) }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(kind, forKey: .kind)
            try container.encode(score, forKey: .score)
            try container.encode(explanation.lines, forKey: .explanation)
            try container.encode(ExplanationJSON(explanation), forKey: .explained)
            if practice != nil { try container.encode(alsoOn, forKey: .alsoOn) }
            if practice == nil {
                try container.encode(id, forKey: .id)
                try container.encode(title, forKey: .title)
                try container.encode(detail, forKey: .detail)
            }
        }
    }

    package init(response: SearchResponse, paths: PathDisplay) {
        query = response.query
        filters = response.filters
        corrections = response.corrections
        message = response.message
        unmentioned = response.unmentioned
        comparison = response.comparison.map(ComparisonJSON.init)
        ignoredWords = response.ignoredWords
        tables = response.tableRows.map { TableRowJSON($0, paths: paths) }
        results = response.hits.map { hit in
            Result(
                kind: hit.kind.rawValue, score: hit.score, practice: hit.practice.map(paths.practice),
                id: hit.reference,
                title: hit.title, detail: hit.detail, explanation: hit.explanation, alsoOn: hit.alsoOn)
        }
    }
}
