import GRDB
import HIGModel
import HIGSearch

/// For `--explain`: which query words a shown practice holds in which of its fields, and the
/// words of the field that matched ("control size" where the query said "tap targets"). FTS5's
/// `highlight()` marks what a term's expression matched, stemmed and expanded as the search
/// matched it, so the explanation cannot disagree with the ranking. Computed only when asked:
/// one statement per query term over the shown practices.
enum MatchExplanation {
    private static let open = "\u{1}"
    private static let close = "\u{2}"

    /// Per practice rowid, one match per query term, in the query's order: "tap targets" in the
    /// body (as "control size") and the titles.
    static func matches(_ plan: QueryPlan, rowids: [Int64], db: Database) throws -> [Int64: [RankExplanation.TermMatch]]
    {
        guard !rowids.isEmpty else { return [:] }
        let columns = PracticeSearchColumn.allCases
        let labels = Dictionary(
            RankingModel.standard.fields.map { ($0.name, $0.label) }, uniquingKeysWith: { first, _ in first })
        let highlights = columns.indices.map { "highlight(practice_search, \($0), char(1), char(2))" }
        let sql = """
            SELECT rowid, \(highlights.joined(separator: ", ")) FROM practice_search
            WHERE practice_search MATCH ? AND rowid IN (SELECT value FROM json_each(?))
            """
        var matched: [Int64: [String: [RankExplanation.FieldMatch]]] = [:]
        for term in plan.terms {
            let rows = try Row.fetchAll(db, sql: sql, arguments: [term.expression, SQLList.json(rowids: Set(rowids))])
            for row in rows {
                let rowid: Int64 = row[0]
                var fields: [RankExplanation.FieldMatch] = []
                for (offset, column) in columns.enumerated() {
                    let text: String = row[offset + 1] ?? ""
                    let found = marked(in: text)
                    guard !found.isEmpty else { continue }
                    fields.append(
                        RankExplanation.FieldMatch(
                            field: column.rawValue, label: labels[column.rawValue] ?? column.rawValue,
                            otherWords: found.filter { $0 != term.original }))
                }
                if !fields.isEmpty { matched[rowid, default: [:]][term.original] = fields }
            }
        }
        var result: [Int64: [RankExplanation.TermMatch]] = [:]
        for rowid in rowids {
            result[rowid] = plan.terms.map { term in
                RankExplanation.TermMatch(term: term.original, fields: matched[rowid]?[term.original] ?? [])
            }
        }
        return result
    }

    /// The distinct marked spans of a highlighted text, in order.
    private static func marked(in text: String) -> [String] {
        var found: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: open), let end = rest.range(of: close, range: start.upperBound..<rest.endIndex)
        {
            let span = String(rest[start.upperBound..<end.lowerBound])
            if !found.contains(span) { found.append(span) }
            rest = rest[end.upperBound...]
        }
        return found
    }
}
