import GRDB
import HIGModel
import HIGSearch

/// Answers queries from an index file: practices first, ranked by BM25 with field weights, all
/// query words before some, phrase matches before scattered words; then pages, sections,
/// lifecycle states and styles.
///
/// Every statement of a search is one of a few shapes, its values bound: each is compiled once
/// per connection (`cachedStatement`). Compiling them again for every answer, with GRDB's
/// authorizer called for every column they read, was a third of a search in a process that
/// keeps the engine open, as `hig-mcp` does.
package final class SearchEngine: Sendable {
    let queue: DatabaseQueue
    let planner = QueryPlanner()
    static let model = RankingModel.standard
    /// Above this many practices, candidates come from the narrowest set that fills them.
    let narrowingThreshold: Int

    /// `narrowingThreshold` other than the model's only to compare narrowed and exact rankings.
    package init(indexPath: String, narrowingThreshold: Int = SearchEngine.narrowingThreshold) throws {
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
    package func search(
        _ query: String, filters: GuidelineFilter = GuidelineFilter(), limit: Int = 10, explainMatches: Bool = false
    ) throws -> SearchResponse {
        try queue.read { db in
            let plan = try planner.plan(query, lexicon: IndexLexicon(db: db))
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
            response.unmentioned = UnmentionedTerms.of(response.hits, unfound: unfound, model: Self.model)
            if filters.isEmpty {
                response.hits += try entities(plan, limit: min(limit, 5), db: db)
                response.tableRows = try TableRowIndex.search(plan, limit: Self.tableRowLimit, db: db)
            }
            return response
        }
    }

    // MARK: Practices

    package static let narrowingThreshold = model.narrowingThreshold

    /// Rows of Apple's tables given beside the results.
    static let tableRowLimit = TableRowText.settings.shown

    /// Only the practices shown are read and decoded, in one statement.
    func practices(rowids: [Int64], db: Database) throws -> [Int64: Practice] {
        guard !rowids.isEmpty else { return [:] }
        let placeholders = Array(repeating: "?", count: rowids.count).joined(separator: ", ")
        let rows = try Row.fetchCursor(
            try db.cachedStatement(sql: "SELECT rowid, record FROM practice WHERE rowid IN (\(placeholders))"),
            arguments: StatementArguments(rowids))
        // Sized at once: grown as it filled, the table moved its practices, large values, four times.
        var result = [Int64: Practice](minimumCapacity: rowids.count)
        while let row = try rows.next() {
            guard let practice = PracticeRecord.decode(row[PracticeColumn.record.rawValue]) else {
                throw IndexError.unreadable("the index has an unreadable practice record")
            }
            result[row[PracticeColumn.rowid.rawValue]] = practice
        }
        guard result.count == rowids.count else { throw IndexError.unreadable("the index lost practices") }
        return result
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
                explanation: RankExplanation(factors: [.filters]))
        }
    }

    // MARK: Lifecycle and other entities

    /// Transitions the query names by callback or cue ("goes to the background"), from the
    /// cues read once while the connection is the one kept for the index file.
    func lifecycleMatches(_ plan: QueryPlan, db: Database) throws -> LifecycleMatch {
        try IndexConnection.shared.lifecycleCues(of: queue) { try LifecycleCues.read(db) }.named(in: plan.phrase)
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
                title: row["title"], detail: row["detail"], explanation: RankExplanation(factors: [.entityBM25]))
        }
    }
}
