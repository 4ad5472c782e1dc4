/// Why a result ranked where it did, for `--explain`: each factor of its score with its value and,
/// when matches were asked for, which query words a practice holds in which of its fields. A
/// value, so each output words it its own way: `hig query --explain` as lines, `--format json` as
/// it is.
package struct RankExplanation: Sendable, Equatable {
    /// One factor of a score, with what it came to.
    package enum Factor: Sendable, Equatable {
        /// The full-text score, higher better (FTS5's bm25 negated), and the field weights it was
        /// weighed with, heaviest first (`RankingModel.weightsDescription`).
        case bm25(Double, weights: String)
        /// The share of the query's weight the practice holds, and what a typo correction,
        /// synonym or lifecycle cue counts of a term's weight.
        case coverage(Double, expandedShare: Double)
        /// The share of the query's terms the lead holds.
        case termsInLead(Double)
        /// The share of the lead's words that are the query's.
        case leadFocus(Double)
        case phraseInLead
        case phraseInKorean
        case lifecycleInLead
        case lifecycle
        /// The share of the query's weight the page's title names, and what a term the lead
        /// holds too counts of its weight.
        case pageTitle(Double, inLeadShare: Double)
        /// Other pages holding the same guideline, shown in its place.
        case alsoOn([String])
        /// Listed by the filters alone: there was no query to score.
        case filters
        /// A page, section, state, transition or style, scored by bm25 over its names, synonyms
        /// and callbacks.
        case entityBM25
    }

    /// Where one query term matched in a practice: no field when it holds the term nowhere.
    package struct TermMatch: Sendable, Equatable {
        package var term: String
        package var fields: [FieldMatch]

        package init(term: String, fields: [FieldMatch]) {
            self.term = term
            self.fields = fields
        }
    }

    /// A field a term matched in, with the field's words that matched other than the term as
    /// typed ("control size" where the query said "tap targets").
    package struct FieldMatch: Sendable, Equatable {
        /// The field's column (`lead`, `ko`) and how people call it (`lead`, `Korean`).
        package var field: String
        package var label: String
        package var otherWords: [String]

        package init(field: String, label: String, otherWords: [String]) {
            self.field = field
            self.label = label
            self.otherWords = otherWords
        }
    }

    package var factors: [Factor]
    /// One per query term, in the query's order; empty unless matches were asked for.
    package var matches: [TermMatch]

    package init(factors: [Factor] = [], matches: [TermMatch] = []) {
        self.factors = factors
        self.matches = matches
    }
}
