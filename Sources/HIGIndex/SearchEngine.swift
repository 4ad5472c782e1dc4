import Foundation
import GRDB
import HIGModel

/// Answers queries from an index file: practices first, ranked by BM25 with field weights, all
/// query words before some, phrase matches before scattered words; then pages, sections,
/// lifecycle states and styles.
///
/// Every statement of a search is one of a few shapes, its values bound: each is compiled once
/// per connection (`cachedStatement`). Compiling them again for every answer, with GRDB's
/// authorizer called for every column they read, was a third of a search in a process that
/// keeps the engine open, as `hig-mcp` does.
public final class SearchEngine: Sendable {
    private let queue: DatabaseQueue
    private let planner = QueryPlanner()
    private static let model = RankingModel.standard
    /// Above this many practices, candidates come from the narrowest set that fills them.
    private let narrowingThreshold: Int

    /// `narrowingThreshold` other than the model's only to compare narrowed and exact rankings.
    public init(indexPath: String, narrowingThreshold: Int = SearchEngine.narrowingThreshold) throws {
        queue = try IndexDatabase.openForReading(indexPath)
        self.narrowingThreshold = narrowingThreshold
    }

    /// A search over a connection already open (see `IndexReader.searchEngine`).
    init(queue: DatabaseQueue) {
        self.queue = queue
        narrowingThreshold = Self.narrowingThreshold
    }

    /// - Parameter explainMatches: also say which query words each practice holds in which field
    ///   (`--explain`); it costs a statement per query word, so answers leave it out by default.
    public func search(
        _ query: String, filters: GuidelineFilter = GuidelineFilter(), limit: Int = 10, explainMatches: Bool = false
    ) throws -> SearchResponse {
        try queue.read { db in
            let plan = try planner.plan(query, db: db)
            var response = SearchResponse(query: query, filters: filters, hits: [], corrections: [:])
            response.ignoredWords = plan.ignoredWords
            for term in plan.terms where !term.corrections.isEmpty {
                response.corrections[term.original] = term.corrections.joined(separator: ", ")
            }
            if plan.terms.isEmpty {
                if filters.isEmpty {
                    response.refusal = query.trimmed.isEmpty ? .emptyQuery : .noWords
                } else {
                    response.hits = try filteredPractices(filters, limit: limit, db: db)
                }
                return response
            }
            let lifecycle = try lifecycleMatches(plan, db: db)
            var unfound: [String] = []
            response.hits = try rankedPractices(
                plan, filters: filters, lifecycle: lifecycle, limit: limit, explainMatches: explainMatches,
                unfound: &unfound, comparison: &response.comparison, db: db)
            response.unmentioned = Self.unmentioned(by: response.hits, unfound: unfound)
            if filters.isEmpty {
                response.hits += try entities(plan, limit: min(limit, 5), db: db)
                response.tableRows = try TableRowIndex.search(plan, limit: Self.tableRowLimit, db: db)
            }
            return response
        }
    }

    // MARK: Practices

    static let candidateCount = model.candidates
    public static let narrowingThreshold = model.narrowingThreshold
    /// Rows of Apple's tables given beside the results.
    static let tableRowLimit = 3

    private struct Candidate {
        var rowid: Int64
        var id: String
        var pageTitle: String
        /// The normalized lead: the same guideline on two pages has one.
        var leadKey: String
        var features: RankingModel.Features
        var missing: [String]
        /// The terms it does not hold as typed (or as a Korean word's English): a comparison's sides.
        var notAsTyped: [String]
        var score: Double
    }

    private func rankedPractices(
        _ plan: QueryPlan, filters: GuidelineFilter, lifecycle: QueryTables.LifecycleMatch, limit: Int,
        explainMatches: Bool, unfound: inout [String], comparison: inout ComparisonAnswer?, db: Database
    ) throws -> [SearchHit] {
        let phrase = plan.isPhrase ? plan.phrase : nil
        // Ranked from the narrowest set that fills the candidates: on a large index a common
        // word matches tens of thousands of practices, and those that hold the words only in
        // their bodies, or only some of them, cannot reach the top past a full set of
        // practices holding them all in the lead: the lead and coverage factors scale them
        // down several times over.
        // On a small index no narrower set can fill the candidates, so trying them is wasted.
        let total = try IndexSchema.practiceCount(in: db)
        var rows: [CandidateRow] = []
        var rankedMatch = ""
        /// Ranks the practices `match` finds as the candidates, or (`adding`) after those so far.
        func fills(_ match: String, adding: Bool = false) throws -> Bool {
            let kept = adding ? rows : []
            rows =
                try kept
                + practiceRows(
                    match: match, phrase: phrase, filters: filters, excluding: kept.map(\.rowid),
                    limit: Self.candidateCount - kept.count, db: db)
            rankedMatch = match
            return rows.count >= Self.candidateCount
        }
        if total > narrowingThreshold {
            let found = try plan.terms.map { try Self.matchesAny($0.expression, db: db) }
            // Past the sets of every term, the terms' counts are read to leave out the commonest.
            if try !plan.candidateMatches(found: found).contains(where: { try fills($0) }),
                found.filter({ $0 }).count > 1
            {
                let counts = try plan.terms.map { try Self.count(of: $0.expression, db: db) }
                _ = try plan.fewerTerms(counts: counts).contains { try fills($0, adding: true) }
            }
        } else {
            _ = try fills(plan.anyTerm)
        }
        let weights = try termWeights(
            plan, candidates: Set(rows.map(\.rowid)), total: Double(total),
            candidatesHoldEveryTerm: plan.phraseHoldsEveryTerm && rankedMatch == plan.phraseInLead, db: db)
        unfound = zip(plan.terms, weights).filter { $0.1.count == 0 }.map(\.0.original)
        let queryWords = plan.contentWords.map { Array($0.utf8) }
        let termForms = plan.terms.map { $0.candidates.map { Array($0.utf8) } }
        var candidates: [Candidate] = []
        // Candidates share pages: each title is normalized once.
        var normalizedTitles: [String: LeadWords] = [:]
        for row in rows {
            let rowid = row.rowid
            let id = row.id
            let tags = row.tags
            let lead = row.lead
            let koreanLead = row.koreanLead
            let leadTransitions = row.leadTransitions
            let concernsMoment = lifecycle.transitions.contains { ByteSearch.contains(" \($0) ", in: tags) }
            var covered = 0.0
            var total = 0.0
            var missing: [String] = []
            var notAsTyped: [String] = []
            for (term, weight) in zip(plan.terms, weights) {
                total += weight.idf
                if weight.original.contains(rowid) {
                    covered += weight.idf
                    continue
                }
                notAsTyped.append(term.original)
                if weight.expanded.contains(rowid) || (concernsMoment && lifecycle.words.contains(term.original)) {
                    // A correction or synonym, or a word of the lifecycle moment the practice concerns ("leaves the app").
                    covered += Self.model.coverage.expandedShare * weight.idf
                } else {
                    missing.append(term.original)
                }
            }
            let leads = [LeadWords(lead), LeadWords(koreanLead)]
            // The page's title says what a lead leaves unsaid: "Prefer illustrations to photos" on App icons.
            let pageTitle = row.pageTitle ?? ""
            let titleWords = normalizedTitles[pageTitle, default: LeadWords(TextNormalizer.normalize(pageTitle))]
            normalizedTitles[pageTitle] = titleWords
            var titled = 0.0
            for (forms, weight) in zip(termForms, weights)
            where forms.contains(where: titleWords.hasWord(startingWith:)) {
                let inLead = leads.contains { lead in forms.contains(where: lead.hasWord(startingWith:)) }
                titled += inLead ? Self.model.bonuses.pageTitleInLeadShare * weight.idf : weight.idf
            }
            let focus = leads.map { $0.share(startingWithAnyOf: queryWords, ignoring: Self.stopWordBytes) }.max() ?? 0
            let inLead = leads.map { Self.share(of: termForms, in: $0) }.max() ?? 0
            let features = RankingModel.Features(
                bm25: row.rank, coverage: total > 0 ? covered / total : 0, inLead: inLead, leadFocus: focus,
                phraseInLead: row.phraseInLead, phraseInKorean: row.phraseInKorean, lifecycle: concernsMoment,
                // Asked by callback, a practice whose lead names that moment answers best.
                lifecycleInLead: lifecycle.namedCallback
                    && lifecycle.transitions.contains { ByteSearch.contains(" \($0) ", in: leadTransitions) },
                inPageTitle: total > 0 ? titled / total : 0)
            candidates.append(
                Candidate(
                    rowid: rowid, id: id, pageTitle: pageTitle, leadKey: lead, features: features,
                    missing: missing, notAsTyped: notAsTyped, score: Self.model.score(features)))
        }
        guard !candidates.isEmpty else { return [] }
        let ordered = candidates.sorted { lhs, rhs in
            lhs.score != rhs.score ? lhs.score > rhs.score : lhs.id < rhs.id
        }
        // The same guideline on several pages takes one place, naming the other pages.
        var shown: [Candidate] = []
        var alsoOn: [String: [String]] = [:]
        for candidate in ordered {
            if let first = shown.first(where: { $0.leadKey == candidate.leadKey }) {
                // Each other page once: a page can state one lead twice (a note and its original).
                if candidate.pageTitle != first.pageTitle, alsoOn[first.id]?.contains(candidate.pageTitle) != true {
                    alsoOn[first.id, default: []].append(candidate.pageTitle)
                }
            } else if shown.count < limit {
                shown.append(candidate)
            }
        }
        let sides = ComparisonSides(plan)
        let picked = sides?.picks(ordered.map { ($0.rowid, $0.leadKey, $0.notAsTyped, $0.missing) }) ?? []
        let practices = try self.practices(rowids: Array(Set(shown.map(\.rowid) + picked.map(\.rowid))), db: db)
        if let sides, !picked.isEmpty {
            let titles = Dictionary(ordered.map { ($0.rowid, $0.pageTitle) }, uniquingKeysWith: { first, _ in first })
            comparison = sides.answer(picked, practices: practices, pageTitles: titles)
        }
        let matches = explainMatches ? try MatchExplanation.lines(plan, rowids: shown.map(\.rowid), db: db) : [:]
        return shown.map { candidate in
            let practice = practices[candidate.rowid]!
            let otherPages = alsoOn[candidate.id] ?? []
            let explanation =
                RankingExplanation.lines(
                    candidate.features, model: Self.model, weights: Self.weightsDescription, alsoOn: otherPages)
                + (matches[candidate.rowid] ?? [])
            return SearchHit(
                kind: .practice, score: (candidate.score * 100).rounded() / 100, practice: practice,
                pageTitle: candidate.pageTitle, reference: practice.id, title: practice.lead,
                detail: "", explanation: explanation, alsoOn: otherPages, missingTerms: candidate.missing,
                coverage: candidate.features.coverage)
        }
    }

    static let answeredCoverage = model.coverage.answered
    private static let weightsDescription = model.weightsDescription

    /// The terms that none of the shown practices holds, when the best covers too little, and
    /// those no guideline holds at all (`unfound`), however much of the rest the best covers: a
    /// destructive alert in an Ethereum wallet is answered, but not about Ethereum.
    static func unmentioned(by hits: [SearchHit], unfound: [String] = []) -> [String] {
        let practices = hits.filter { $0.kind == .practice }
        guard let best = practices.first else { return [] }
        let uncovered =
            best.coverage < answeredCoverage
            ? best.missingTerms.filter { term in practices.allSatisfy { $0.missingTerms.contains(term) } } : []
        return unfound + uncovered.filter { !unfound.contains($0) }
    }

    /// Only the practices shown are read and decoded, in one statement.
    private func practices(rowids: [Int64], db: Database) throws -> [Int64: Practice] {
        guard !rowids.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: rowids.count).joined(separator: ", ")
        let rows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT rowid, record FROM practice WHERE rowid IN (\(placeholders))"),
            arguments: StatementArguments(rowids))
        var result: [Int64: Practice] = [:]
        while let row = try rows.next() {
            guard let practice = PracticeRecord.decode(row[PracticeColumn.record.rawValue]) else {
                throw IndexError.unreadable("the index has an unreadable practice record")
            }
            result[row[PracticeColumn.rowid.rawValue]] = practice
        }
        guard result.count == rowids.count else { throw IndexError.unreadable("the index lost practices") }
        return result
    }

    private struct TermWeight {
        var original: Set<Int64>
        var expanded: Set<Int64>
        var idf: Double
        /// How many practices of the whole index the term finds, synonyms and corrections included.
        var count: Int
    }

    /// Which candidates each term matches, as written and with its synonyms, and how rare the
    /// term is. The matches are counted and tested inside SQLite: on a large index a common word
    /// matches tens of thousands of practices, and only the candidates' membership and the
    /// count are needed. Candidates that hold every term as written (`candidatesHoldEveryTerm`:
    /// they hold the query as a phrase, offered only when every term matches) need only the counts.
    private func termWeights(
        _ plan: QueryPlan, candidates: Set<Int64>, total: Double, candidatesHoldEveryTerm: Bool, db: Database
    ) throws -> [TermWeight] {
        if candidatesHoldEveryTerm {
            return try plan.terms.map { term in
                let count = try Self.count(of: term.expression, db: db)
                return TermWeight(
                    original: candidates, expanded: candidates, idf: Self.idf(count, total: total), count: count)
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
                original: original, expanded: expanded.candidates, idf: Self.idf(expanded.count, total: total),
                count: expanded.count)
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

    /// How rare a term is among the practices: rarer terms weigh more in a practice's coverage.
    private static func idf(_ count: Int, total: Double) -> Double {
        max(log((total + 1) / (Double(count) + 0.5)), model.coverage.minimumIDF)
    }

    private static let stopWordBytes = Set(QueryPlanner.stopWords.map { Array($0.utf8) })

    /// The share of the query's terms (as typed, corrected or a synonym) that the lead holds.
    private static func share(of termForms: [[[UInt8]]], in lead: LeadWords) -> Double {
        guard !termForms.isEmpty, !lead.isEmpty else { return 0 }
        let found = termForms.filter { forms in forms.contains(where: lead.hasWord(startingWith:)) }
        return Double(found.count) / Double(termForms.count)
    }

    /// Candidates by BM25, with the columns of `CandidateRow`. The best 100
    /// are chosen first, from the rank alone, so the other columns are read for those 100 only:
    /// a common word on a large index matches tens of thousands of practices.
    private func practiceRows(
        match: String, phrase: String?, filters: GuidelineFilter, excluding: [Int64] = [],
        limit: Int = candidateCount, db: Database
    ) throws -> [CandidateRow] {
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
                CandidateRow.init))
    }

    private func filteredPractices(_ filters: GuidelineFilter, limit: Int, db: Database) throws -> [SearchHit] {
        let condition = try filters.sqlCondition()
        let rows = try Row.fetchAll(
            try db.cachedStatement(
                sql: """
                    SELECT p.rowid, p.page_title FROM practice p
                    WHERE \(condition.sql) ORDER BY p.page, p.position LIMIT ?
                    """),
            arguments: StatementArguments(condition.arguments.map { $0 as any DatabaseValueConvertible } + [limit]))
        let practices = try self.practices(rowids: rows.map { $0["rowid"] }, db: db)
        return rows.map { row -> SearchHit in
            let practice = practices[row["rowid"]]!
            return SearchHit(
                kind: .practice, score: 0, practice: practice, pageTitle: row["page_title"] ?? practice.page,
                reference: practice.id, title: practice.lead, detail: "",
                explanation: ["matches the filters"])
        }
    }

    // MARK: Lifecycle and other entities

    /// Transitions the query names by callback or cue ("goes to the background").
    private func lifecycleMatches(_ plan: QueryPlan, db: Database) throws -> QueryTables.LifecycleMatch {
        try QueryTables.lifecycle(namedIn: plan.phrase, db: db)
    }

    private func entities(_ plan: QueryPlan, limit: Int, db: Database) throws -> [SearchHit] {
        let rows = try Row.fetchAll(
            try db.cachedStatement(
                sql: """
                    SELECT e.kind, e.ref, e.title, e.detail, bm25(entity_search, \(Self.model.entityWeights.map { String($0) }.joined(separator: ", "))) AS rank
                    FROM entity_search JOIN entity e ON e.rowid = entity_search.rowid
                    WHERE entity_search MATCH ? ORDER BY rank LIMIT ?
                    """),
            arguments: [plan.allTerms, limit])
        return rows.compactMap { row in
            guard let kind = SearchHit.Kind(rawValue: row["kind"]) else { return nil }
            let rank: Double = row["rank"]
            return SearchHit(
                kind: kind, score: (-rank * 100).rounded() / 100, practice: nil, pageTitle: "", reference: row["ref"],
                title: row["title"], detail: row["detail"], explanation: ["bm25 over names, synonyms and callbacks"])
        }
    }
}
