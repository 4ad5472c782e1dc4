/// A practice a query found, with what ranking reads of it: the store's full-text rank and the
/// normalized texts the features are measured on.
package struct RankingCandidate: Sendable {
    package var rowid: Int64
    package var id: String
    /// The practice's states and transitions, spaced.
    package var tags: String
    /// The normalized lead: the same guideline on two pages has one.
    package var lead: String
    package var koreanLead: String
    /// The transitions its lead names, spaced.
    package var leadTransitions: String
    package var pageTitle: String?
    /// bm25 with the model's weights, negative: lower is better.
    package var bm25: Double
    /// Whether the query is a phrase in the lead.
    package var phraseInLead: Bool
    /// Whether the query is a phrase in the Korean text.
    package var phraseInKorean: Bool

    package init(
        rowid: Int64, id: String, tags: String, lead: String, koreanLead: String, leadTransitions: String,
        pageTitle: String?, bm25: Double, phraseInLead: Bool, phraseInKorean: Bool
    ) {
        self.rowid = rowid
        self.id = id
        self.tags = tags
        self.lead = lead
        self.koreanLead = koreanLead
        self.leadTransitions = leadTransitions
        self.pageTitle = pageTitle
        self.bm25 = bm25
        self.phraseInLead = phraseInLead
        self.phraseInKorean = phraseInKorean
    }
}
