/// A user's query turned into FTS5 syntax: every term quoted, expanded with its synonyms and
/// corrected where it is not in the index's vocabulary. User text never reaches MATCH unquoted.
struct QueryPlan: Sendable {
    struct Term: Sendable {
        var original: String
        /// Alternatives already in FTS5 syntax: `"word"`, `"two words"`, `"오디오"*`.
        var alternatives: [String]
        var correction: String?
        var synonyms: [String]

        var expression: String {
            alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
        }
    }

    var terms: [Term]
    /// The query's normalized words, stop words kept: for phrase bonuses.
    var phrase: String

    var allTerms: String { terms.map(\.expression).joined(separator: " AND ") }
    var anyTerm: String { terms.map(\.expression).joined(separator: " OR ") }

    static func quoted(_ token: String) -> String {
        "\"" + token.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Hangul words match as prefixes: "중단" finds "중단합니다" and what particle stripping missed.
    static func matchExpression(for token: String) -> String {
        let words = token.split(separator: " ").map(String.init)
        if words.count == 1, TextNormalizer.isHangulWord(token) { return quoted(token) + "*" }
        return quoted(words.joined(separator: " "))
    }
}
