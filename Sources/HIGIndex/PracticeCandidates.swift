import GRDB
import HIGModel
import HIGSearch

/// The practices a query ranks, read from the full-text table, with each term's weight over
/// them: what the ranking core measures and orders.
struct PracticeCandidates {
    var rows: [RankingCandidate]
    /// One per term of the plan, in its order.
    var weights: [TermWeight]

    /// Ranked from the narrowest set that fills the candidates: on a large index a common word
    /// matches tens of thousands of practices, and those that hold the words only in their
    /// bodies, or only some of them, cannot reach the top past a full set of practices holding
    /// them all in the lead: the lead and coverage factors scale them down several times over.
    /// On a small index (`narrowingThreshold` practices or fewer) no narrower set can fill the
    /// candidates, so trying them is wasted.
    static func read(
        _ plan: QueryPlan, filters: GuidelineFilter, narrowingThreshold: Int, model: RankingModel, db: Database
    ) throws -> PracticeCandidates {
        let phrase = plan.isPhrase ? plan.phrase : nil
        let total = try IndexSchema.practiceCount(in: db)
        var rows: [RankingCandidate] = []
        var rankedMatch = ""
        /// Ranks the practices `match` finds as the candidates, or (`adding`) after those so far.
        func fills(_ match: String, adding: Bool = false) throws -> Bool {
            let kept = adding ? rows : []
            rows =
                try kept
                + practiceRows(
                    match: match, phrase: phrase, filters: filters, excluding: kept.map(\.rowid),
                    limit: model.candidates - kept.count, db: db)
            rankedMatch = match
            return rows.count >= model.candidates
        }
        if total > narrowingThreshold {
            let found = try plan.terms.map { try matchesAny($0.expression, db: db) }
            // Past the sets of every term, the terms' counts are read to leave out the commonest.
            if try !plan.candidateMatches(found: found).contains(where: { try fills($0) }),
                found.filter({ $0 }).count > 1
            {
                let counts = try plan.terms.map { try count(of: $0.expression, db: db) }
                _ = try plan.fewerTerms(counts: counts).contains { try fills($0, adding: true) }
            }
        } else {
            _ = try fills(plan.anyTerm)
        }
        let weights = try termWeights(
            plan, candidates: Set(rows.map(\.rowid)), total: Double(total), model: model,
            candidatesHoldEveryTerm: plan.phraseHoldsEveryTerm && rankedMatch == plan.phraseInLead, db: db)
        return PracticeCandidates(rows: rows, weights: weights)
    }

    /// Which candidates each term matches, as written and with its synonyms, and how rare the
    /// term is. The matches are counted and tested inside SQLite: on a large index a common word
    /// matches tens of thousands of practices, and only the candidates' membership and the
    /// count are needed. Candidates that hold every term as written (`candidatesHoldEveryTerm`:
    /// they hold the query as a phrase, offered only when every term matches) need only the counts.
    private static func termWeights(
        _ plan: QueryPlan, candidates: Set<Int64>, total: Double, model: RankingModel, candidatesHoldEveryTerm: Bool,
        db: Database
    ) throws -> [TermWeight] {
        if candidatesHoldEveryTerm {
            return try plan.terms.map { term in
                let count = try count(of: term.expression, db: db)
                return TermWeight(original: candidates, expanded: candidates, count: count, total: total, model: model)
            }
        }
        let candidateList = SQLList.json(rowids: candidates)
        func matches(_ match: String) throws -> (candidates: Set<Int64>, count: Int) {
            let row = try Row.fetchOne(
                try db.cachedStatement(
                    sql: """
                        SELECT count(*),
                               group_concat(CASE WHEN rowid IN (SELECT value FROM json_each(?2)) THEN rowid END)
                        FROM practice_search WHERE practice_search MATCH ?1
                        """),
                arguments: [match, candidateList])
            // Over bytes: the rowids are ASCII digits, and splitting by character measured
            // grapheme clusters over every match's rowid.
            let found =
                (row?[1] as String?)?.utf8.split(separator: UInt8(ascii: ",")).compactMap { Int64(Substring($0)) }
                ?? []
            return (Set(found), row?[0] ?? 0)
        }
        return try plan.terms.map { term in
            let expanded = try matches(term.expression)
            let original =
                term.alternatives.count == term.exactCount
                ? expanded.candidates : try matches(term.originalExpression).candidates
            return TermWeight(
                original: original, expanded: expanded.candidates, count: expanded.count, total: total, model: model)
        }
    }

    /// Whether a full-text expression matches any practice: the first match is enough.
    private static func matchesAny(_ match: String, db: Database) throws -> Bool {
        try Bool.fetchOne(
            try db.cachedStatement(sql: "SELECT 1 FROM practice_search WHERE practice_search MATCH ? LIMIT 1"),
            arguments: [match]) ?? false
    }

    /// How many practices a full-text expression matches.
    private static func count(of match: String, db: Database) throws -> Int {
        try Int.fetchOne(
            try db.cachedStatement(sql: "SELECT count(*) FROM practice_search WHERE practice_search MATCH ?"),
            arguments: [match]) ?? 0
    }

    /// Candidates by BM25, with the columns of `CandidateRow`. The best 100
    /// are chosen first, from the rank alone, so the other columns are read for those 100 only:
    /// a common word on a large index matches tens of thousands of practices.
    private static func practiceRows(
        match: String, phrase: String?, filters: GuidelineFilter, excluding: [Int64], limit: Int, db: Database
    ) throws -> [RankingCandidate] {
        let condition = try filters.sqlCondition()
        // The practice table is joined for ranking only when a filter needs its columns.
        let filterJoin = condition.sql == "1" ? "" : "JOIN practice p ON p.rowid = practice_search.rowid"
        let exclusion =
            excluding.isEmpty ? "" : "AND practice_search.rowid NOT IN (SELECT value FROM json_each(?3))"
        let sql = """
            WITH top AS (
                SELECT practice_search.rowid AS rowid,
                       bm25(practice_search, \(IndexSchema.practiceWeights)) AS rank
                FROM practice_search \(filterJoin)
                WHERE practice_search MATCH ?2 \(exclusion) AND \(condition.sql)
                ORDER BY rank LIMIT \(limit))
            SELECT \(CandidateRow.selection)
            FROM top JOIN practice p ON p.rowid = top.rowid
            ORDER BY top.rank
            """
        // ?2 (and ?3) come first in the text, so the filter's own `?`s are numbered after them.
        var arguments: [(any DatabaseValueConvertible)?] = [phrase, match]
        if !excluding.isEmpty { arguments.append(SQLList.json(rowids: excluding)) }
        arguments += condition.arguments.map { $0 as (any DatabaseValueConvertible)? }
        return try Array(
            Row.fetchCursor(try db.cachedStatement(sql: sql), arguments: StatementArguments(arguments)).map(
                CandidateRow.candidate))
    }
}
