import Foundation
import GRDB
import HIGModel

/// Answers queries from an index file: practices first, ranked by BM25 with field weights, all
/// query words before some, phrase matches before scattered words; then pages, sections,
/// lifecycle states and styles.
public final class SearchEngine: Sendable {
    private let queue: DatabaseQueue
    public let taxonomy: Taxonomy
    private let planner: QueryPlanner

    public init(indexPath: String) throws {
        var configuration = Configuration()
        configuration.readonly = true
        do {
            queue = try DatabaseQueue(path: indexPath, configuration: configuration)
            let data = try queue.read { db in
                try Data.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'taxonomy'")
            }
            guard let data else { throw IndexError.unreadable("\(indexPath) is not a hig index") }
            taxonomy = try JSONDecoder().decode(Taxonomy.self, from: data)
        } catch let error as IndexError {
            throw error
        } catch {
            throw IndexError.unreadable("cannot read the index \(indexPath): \(error)")
        }
        planner = QueryPlanner(synonyms: SynonymTable(taxonomy: taxonomy), vocabulary: Vocabulary())
    }

    public func search(_ query: String, filters: SearchFilters = SearchFilters(), limit: Int = 10) throws -> SearchResponse {
        try queue.read { db in
            let plan = try planner.plan(query, db: db)
            var response = SearchResponse(query: query, filters: filters, hits: [], corrections: [:])
            for term in plan.terms { if let correction = term.correction { response.corrections[term.original] = correction } }
            if plan.terms.isEmpty {
                if filters.isEmpty {
                    response.message = query.trimmed.isEmpty
                        ? "Empty query: give words to search for, or a filter such as --state background."
                        : "Nothing to search for in \"\(query)\": it has no words."
                } else {
                    response.hits = try filteredPractices(filters, limit: limit, db: db)
                }
                return response
            }
            let lifecycle = try lifecycleMatches(plan, db: db)
            response.hits = try rankedPractices(plan, filters: filters, lifecycle: lifecycle, limit: limit, db: db)
            if filters.isEmpty {
                response.hits += try entities(plan, limit: min(limit, 5), db: db)
            }
            return response
        }
    }

    // MARK: Practices

    private struct Candidate {
        var practice: Practice
        var pageTitle: String
        var bm25: Double
        var allTerms: Bool
        var phraseInLead: Bool
        var phraseInKorean: Bool
        var lifecycle: Bool

        var sortKey: (Int, Int, Int, Double) {
            (allTerms ? 1 : 0, phraseInLead ? 2 : (phraseInKorean ? 1 : 0), lifecycle ? 1 : 0, -bm25)
        }
    }

    private func rankedPractices(
        _ plan: QueryPlan, filters: SearchFilters, lifecycle: Set<String>, limit: Int, db: Database
    ) throws -> [SearchHit] {
        var candidates: [String: Candidate] = [:]
        let strict = try practiceRows(match: plan.allTerms, filters: filters, db: db)
        let loose = plan.terms.count > 1 ? try practiceRows(match: plan.anyTerm, filters: filters, db: db) : []
        for (row, isStrict) in strict.map({ ($0, true) }) + loose.map({ ($0, false) }) {
            let id: String = row["id"]
            if candidates[id] != nil { continue }
            let practice = try JSONDecoder().decode(Practice.self, from: row["json"] as Data)
            let lead: String = row["lead_normalized"]
            let korean: String = row["ko_normalized"]
            let phrase = plan.phrase
            let touchesLifecycle = !lifecycle.isDisjoint(with: practice.transitions)
            candidates[id] = Candidate(
                practice: practice, pageTitle: row["page_title"] ?? practice.page, bm25: row["rank"], allTerms: isStrict,
                phraseInLead: !phrase.isEmpty && lead.contains(phrase),
                phraseInKorean: !phrase.isEmpty && korean.contains(phrase), lifecycle: touchesLifecycle)
        }
        let ordered = candidates.values.sorted { lhs, rhs in
            let (a, b) = (lhs.sortKey, rhs.sortKey)
            if a.0 != b.0 { return a.0 > b.0 }
            if a.1 != b.1 { return a.1 > b.1 }
            if a.2 != b.2 { return a.2 > b.2 }
            if a.3 != b.3 { return a.3 > b.3 }
            return lhs.practice.id < rhs.practice.id
        }
        return ordered.prefix(limit).map { candidate in
            var explanation = ["bm25 \(String(format: "%.2f", -candidate.bm25)) (lead ×10, Korean ×4, body ×2, titles ×1.5, symbols ×8)"]
            explanation.append(candidate.allTerms ? "matches every query term" : "matches some query terms")
            if candidate.phraseInLead { explanation.append("the query appears as a phrase in the lead") }
            if candidate.phraseInKorean { explanation.append("the query appears as a phrase in the Korean text") }
            if candidate.lifecycle { explanation.append("concerns the lifecycle transition the query names") }
            let score = Double(candidate.sortKey.0 * 100 + candidate.sortKey.1 * 10 + candidate.sortKey.2) - candidate.bm25
            return SearchHit(
                kind: .practice, score: (score * 100).rounded() / 100, practice: candidate.practice,
                pageTitle: candidate.pageTitle,
                reference: candidate.practice.id, title: candidate.practice.lead, detail: "", explanation: explanation)
        }
    }

    private func practiceRows(match: String, filters: SearchFilters, db: Database) throws -> [Row] {
        let condition = filters.sqlCondition()
        let sql = """
            SELECT p.id, p.json, p.lead_normalized, p.ko_normalized, e.title AS page_title,
                   bm25(practice_search, \(IndexSchema.practiceWeights)) AS rank
            FROM practice_search JOIN practice p ON p.rowid = practice_search.rowid
            LEFT JOIN entity e ON e.kind = 'page' AND e.ref = p.page
            WHERE practice_search MATCH ? AND \(condition.sql)
            ORDER BY rank LIMIT 200
            """
        return try Row.fetchAll(db, sql: sql, arguments: StatementArguments([match] + condition.arguments))
    }

    private func filteredPractices(_ filters: SearchFilters, limit: Int, db: Database) throws -> [SearchHit] {
        let condition = filters.sqlCondition()
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT p.json, e.title AS page_title FROM practice p
                LEFT JOIN entity e ON e.kind = 'page' AND e.ref = p.page
                WHERE \(condition.sql) ORDER BY p.rowid LIMIT ?
                """,
            arguments: StatementArguments(condition.arguments + ["\(limit)"]))
        return try rows.map { row in
            let practice = try JSONDecoder().decode(Practice.self, from: row["json"] as Data)
            return SearchHit(
                kind: .practice, score: 0, practice: practice, pageTitle: row["page_title"] ?? practice.page,
                reference: practice.id, title: practice.lead, detail: "",
                explanation: ["matches the filters"])
        }
    }

    // MARK: Lifecycle and other entities

    /// Transitions the query names by callback or cue ("goes to the background").
    private func lifecycleMatches(_ plan: QueryPlan, db: Database) throws -> Set<String> {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT e.ref FROM entity_search JOIN entity e ON e.rowid = entity_search.rowid
                WHERE entity_search MATCH ? AND e.kind = 'transition' ORDER BY bm25(entity_search) LIMIT 3
                """,
            arguments: [plan.allTerms])
        return Set(rows.map { $0["ref"] as String })
    }

    private func entities(_ plan: QueryPlan, limit: Int, db: Database) throws -> [SearchHit] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT e.kind, e.ref, e.title, e.detail, bm25(entity_search, 5.0, 1.0) AS rank
                FROM entity_search JOIN entity e ON e.rowid = entity_search.rowid
                WHERE entity_search MATCH ? ORDER BY rank LIMIT ?
                """,
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

extension StringProtocol {
    fileprivate var trimmed: String { String(self).trimmingCharacters(in: .whitespacesAndNewlines) }
}
