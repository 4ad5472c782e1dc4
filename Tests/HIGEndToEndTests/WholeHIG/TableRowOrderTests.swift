import GRDB
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

@testable import HIGIndex

/// The rows of Apple's tables a query finds, in the order the search promises, on the whole
/// shipped HIG: the tables by their best row, then in a table the rows whose own cells say a
/// query word as typed, then those whose own cells hold the words, then the table's order; and
/// when the first row says a query word as typed, the first row named the same in each other
/// section (saying a query word too, in a table the page opens on) right after it. SQLite orders
/// the same matches here, for queries whose words many rows hold.
@Suite("Table rows in order")
struct TableRowOrderTests {
    @Test(
        "the rows come in the order SQLite gives them",
        arguments: [
            "keyboard shortcut", "dynamic type text size", "minimum tap target size", "app icon sizes",
            "body text size", "keyboard shortcut for undo", "large title font size", "minimum font size",
            "body font size on iphone", "AX5 body size", "font weight for headline", "헤드라인 폰트 굵기",
        ])
    func rowsInOrder(query: String) throws {
        let queue = try DatabaseQueue(path: TestIndex.wholePath)
        let weights = TableRowText.settings.weights
        try queue.read { db in
            let plan = try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db))
            let found = try TableRowIndex.search(plan, limit: TableRowText.settings.candidates, db: db)
            // The widened expression answers only when the first finds no row.
            var expected = try rowsInOrder(plan, match: TableRowIndex.match(plan), weights: weights, db: db)
            if expected.isEmpty, let widened = TableRowIndex.widenedMatch(plan) {
                expected = try rowsInOrder(plan, match: widened, weights: weights, db: db)
            }
            // Enough rows that their order is a real sort, not one or two.
            if query == "keyboard shortcut" { #expect(found.count > 50) }
            // No table says "text size" as a phrase: its words apart find the tables of text styles,
            // where the Body rows say the word as typed and the Headline rows only a synonym of it.
            // Apple gives the text styles in a section per platform: the Body row of each comes
            // before the other rows of the first.
            if query == "body text size" {
                #expect(found.prefix(3).map { $0.cells.first } == ["Body", "Body", "Body"])
                #expect(Set(found.prefix(3).map(\.section)).count == 3)
            }
            // No table of text styles says "font": "text size", a synonym keeping "size", finds them
            // once the phrase as typed finds nothing.
            if query == "large title font size" { #expect(found.first?.cells.first == "Large Title") }
            // The phrase as typed finds the table of minimum font sizes, so the synonym is not read
            // apart, which would put the contrast table's "Text size" first.
            if query == "minimum font size" { #expect(found.first?.page == "typography") }
            // Only Apple's Korean edition gives the iOS sizes, one table per tab: the tab the page
            // opens on answers, unless the question names another.
            if query == "body font size on iphone" {
                #expect(found.first?.cells.first == "Body")
                #expect(found.first?.caption == "Large(기본)")
                #expect(found.first?.onlyInKorean == true)
            }
            if query == "AX5 body size" { #expect(found.first?.caption == "AX5") }
            // The tables of text styles head their column "Weight" (굵기) beside "Text style" (텍스트
            // 스타일): "text weight", a synonym keeping "weight", finds them. People call the
            // Headline style 헤드라인; Apple's Korean edition calls it 머리말.
            if query == "font weight for headline" || query == "헤드라인 폰트 굵기" {
                #expect(found.first?.page == "typography")
                #expect(found.first?.cells.first == "Headline")
            }
            #expect(found.map { "\($0.page) \($0.table) \($0.row)" } == expected)
        }
    }

    /// The rows one expression matches, ordered by SQLite as the search promises.
    private func rowsInOrder(_ plan: QueryPlan, match: String, weights: [Double], db: Database) throws -> [String] {
        try Row.fetchAll(
            db,
            sql: """
                WITH m AS (
                    SELECT r.page, r.table_number, r.row_number, r.section, r.other_tab,
                        json_extract(r.cells, '$[0]') AS name,
                        bm25(table_row_search, \(weights[0]), \(weights[1]))
                            * (CASE r.other_tab WHEN 1 THEN \(TableRowText.settings.otherTabWeight) ELSE 1 END) AS rank,
                        bm25(table_row_search, 1.0, 0.0) AS cell_rank,
                        r.rowid IN (SELECT rowid FROM table_row_search WHERE table_row_search MATCH ?) AS typed
                    FROM table_row_search JOIN table_row r ON r.rowid = table_row_search.rowid
                    WHERE table_row_search MATCH ? ORDER BY rank LIMIT ?),
                grouped AS (SELECT *, min(rank) OVER (PARTITION BY page, table_number) AS best FROM m),
                ordered AS (
                    SELECT *, row_number() OVER (
                        ORDER BY best, page || '#' || table_number, typed DESC, cell_rank, row_number) AS position
                    FROM grouped),
                first AS (SELECT * FROM ordered WHERE position = 1),
                named AS (
                    SELECT o.position,
                        row_number() OVER (PARTITION BY o.page, o.section ORDER BY o.position) AS nth
                    FROM ordered o, first f
                    WHERE f.typed AND o.typed AND o.other_tab = 0 AND o.name = f.name
                        AND NOT (o.page = f.page AND o.section = f.section))
                SELECT page, table_number, row_number FROM ordered
                ORDER BY CASE
                    WHEN position = 1 THEN 0
                    WHEN position IN (SELECT position FROM named WHERE nth = 1) THEN 1
                    ELSE 2 END, position
                """,
            arguments: [
                TableRowMatch.typedInCells(plan, cellsColumn: "cells"), match, TableRowText.settings.candidates,
            ]
        ).map { "\($0["page"] as String) \($0["table_number"] as Int) \($0["row_number"] as Int)" }
    }
}
