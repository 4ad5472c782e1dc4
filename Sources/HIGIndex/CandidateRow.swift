import GRDB
import HIGSearch

/// The columns of a practice a query found that ranking reads (`RankingCandidate`). Each column
/// is named once, with the SQL it is read from: `p` is the `practice` row, `top` the ranked
/// full-text match, and `?1` the query as a phrase (NULL when it is not one).
enum CandidateRow {
    /// A column's raw value is its place in `selection`, which lists the cases in order: a row
    /// is read by place, where a read by name would look the name up among the row's columns,
    /// for every column of a hundred candidates.
    enum Column: Int, CaseIterable {
        case rowid, id
        /// The practice's states and transitions, spaced.
        case tags
        /// The normalized lead: the same guideline on two pages has one.
        case lead
        /// Whether the query is a phrase in the lead.
        case phraseInLead
        case pageTitle
        /// bm25 with the model's weights, negative: lower is better.
        case rank
        case koreanLead
        case leadTransitions
        /// Whether the query is a phrase in the Korean text, tested in SQLite so the long text stays there.
        case phraseInKorean

        /// The name the select list gives the column.
        var name: String {
            switch self {
            case .rowid: "rowid"
            case .id: "id"
            case .tags: "tags"
            case .lead: "lead"
            case .phraseInLead: "phrase_in_lead"
            case .pageTitle: "page_title"
            case .rank: "rank"
            case .koreanLead: "korean_lead"
            case .leadTransitions: "lead_transitions"
            case .phraseInKorean: "phrase_in_korean"
            }
        }

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

    /// The select list, every column under its name, in the order of the cases.
    static let selection = Column.allCases.map { "\($0.expression) AS \($0.name)" }.joined(separator: ", ")

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
