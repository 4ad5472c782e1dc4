import GRDB
import HIGSearch

/// The columns of a practice a query found that ranking reads (`RankingCandidate`). Each column
/// is named once, with the SQL it is read from: `p` is the `practice` row, `top` the ranked
/// full-text match, and `?1` the query as a phrase (NULL when it is not one).
enum CandidateRow {
    enum Column: String, CaseIterable {
        case rowid, id
        /// The practice's states and transitions, spaced.
        case tags
        /// The normalized lead: the same guideline on two pages has one.
        case lead
        /// Whether the query is a phrase in the lead.
        case phraseInLead = "phrase_in_lead"
        case pageTitle = "page_title"
        /// bm25 with the model's weights, negative: lower is better.
        case rank
        case koreanLead = "korean_lead"
        case leadTransitions = "lead_transitions"
        /// Whether the query is a phrase in the Korean text, tested in SQLite so the long text stays there.
        case phraseInKorean = "phrase_in_korean"

        var expression: String {
            switch self {
            case .rowid: "p.rowid"
            case .id: "p.id"
            case .tags: "p.states"
            case .lead: "p.lead_normalized"
            case .phraseInLead: "?1 IS NOT NULL AND instr(' ' || p.lead_normalized || ' ', ' ' || ?1) > 0"
            case .pageTitle: "p.page_title"
            case .rank: "top.rank"
            case .koreanLead: "p.ko_lead_normalized"
            case .leadTransitions: "p.lead_transitions"
            case .phraseInKorean: "?1 IS NOT NULL AND instr(' ' || p.ko_normalized || ' ', ' ' || ?1) > 0"
            }
        }
    }

    /// The select list, every column under its name.
    static let selection = Column.allCases.map { "\($0.expression) AS \($0.rawValue)" }.joined(separator: ", ")

    /// The row as ranking reads it.
    static func candidate(_ row: Row) -> RankingCandidate {
        RankingCandidate(
            rowid: row[Column.rowid.rawValue], id: row[Column.id.rawValue], tags: row[Column.tags.rawValue],
            lead: row[Column.lead.rawValue], koreanLead: row[Column.koreanLead.rawValue],
            leadTransitions: row[Column.leadTransitions.rawValue], pageTitle: row[Column.pageTitle.rawValue],
            bm25: row[Column.rank.rawValue], phraseInLead: row[Column.phraseInLead.rawValue],
            phraseInKorean: row[Column.phraseInKorean.rawValue])
    }
}
