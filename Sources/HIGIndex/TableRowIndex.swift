import Foundation
import GRDB
import HIGModel
import HIGSearch

/// The rows of pages' tables in the index, and the search over them: a size, a text style or a
/// shortcut is found by the words of its page, section, caption and column headers as well as
/// its own cells.
enum TableRowIndex {
    static let schema = """
        \(TableRowColumn.createTable("table_row"))
        CREATE INDEX table_row_page ON table_row (page);
        CREATE VIRTUAL TABLE table_row_search USING fts5(
            \(TableRowSearchColumn.allCases.map(\.rawValue).joined(separator: ", ")),
            tokenize = 'porter unicode61 remove_diacritics 2'
        );
        """
    /// bm25 weights of `cells` and `context`, and those of the cells alone.
    private static let weights = TableRowText.settings.weights.map { "\($0)" }.joined(separator: ", ")
    private static let cellWeights = TableRowText.settings.cellWeights.map { "\($0)" }.joined(separator: ", ")
    private static let otherTabWeight = "\(TableRowText.settings.otherTabWeight)"

    /// Writes the body rows of every table of the pages, each with Apple's Korean of it.
    static func insert(_ pages: [Page], practices: [Practice], db: Database) throws {
        let text = TableRowText(practices: practices)
        let insertRow = try db.cachedStatement(sql: TableRowColumn.insert(into: "table_row"))
        let insertSearch = try db.cachedStatement(
            sql: "INSERT INTO table_row_search (rowid, cells, context) VALUES (?, ?, ?)")
        var nextRowid = (try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM table_row") ?? 0) + 1
        let encoder = JSONEncoder()
        for page in pages {
            for table in page.allTables {
                let sectionKo = TableRowText.sectionKo(of: table, on: page)
                let context = text.context(of: table, on: page)
                let header = String(decoding: try encoder.encode(table.header), as: UTF8.self)
                let headerKo = try table.ko.map { String(decoding: try encoder.encode($0.header), as: UTF8.self) }
                for (index, cells) in table.rows.enumerated() {
                    let cellsKo = TableRowText.koreanCells(of: table, row: index)
                    let cellsKoJSON = try cellsKo.map { String(decoding: try encoder.encode($0), as: UTF8.self) }
                    let values = TableRowColumn.allCases.map { column -> (any DatabaseValueConvertible)? in
                        switch column {
                        case .rowid: nextRowid
                        case .page: page.id
                        case .pageTitle: page.title
                        case .tableNumber: table.number
                        case .rowNumber: index + 1
                        case .section: table.section ?? ""
                        case .caption: table.caption ?? ""
                        case .header: header
                        case .cells: (try? encoder.encode(cells)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
                        case .practice: table.practice ?? ""
                        case .source: table.source.file
                        case .line: table.source.line
                        case .pageTitleKo: table.ko == nil ? "" : page.titleKo ?? ""
                        case .sectionKo: table.ko == nil ? "" : sectionKo ?? ""
                        case .headerKo: headerKo ?? ""
                        case .cellsKo: cellsKoJSON ?? ""
                        case .onlyInKorean: table.onlyInKorean == true ? 1 : 0
                        case .otherTab: table.isOtherTab ? 1 : 0
                        }
                    }
                    try insertRow.execute(arguments: StatementArguments(values))
                    try insertSearch.execute(
                        arguments: [nextRowid, TableRowText.cells(cells, korean: cellsKo), context])
                    nextRowid += 1
                }
            }
        }
    }

    /// Takes out the rows of the pages in the JSON list.
    static func remove(pages pageList: String, db: Database) throws {
        try db.execute(
            sql: """
                DELETE FROM table_row_search WHERE rowid IN
                    (SELECT rowid FROM table_row WHERE page IN (SELECT value FROM json_each(?)))
                """, arguments: [pageList])
        try db.execute(
            sql: "DELETE FROM table_row WHERE page IN (SELECT value FROM json_each(?))", arguments: [pageList])
    }

    /// The rows' FTS5 expression, which the site's script mirrors.
    static func match(_ plan: QueryPlan) -> String {
        TableRowMatch.expression(plan, contextColumn: TableRowSearchColumn.context.rawValue)
    }

    /// The expression asked when `match` finds no row; nil when it would be the same.
    static func widenedMatch(_ plan: QueryPlan) -> String? {
        TableRowMatch.widenedExpression(plan, contextColumn: TableRowSearchColumn.context.rawValue)
    }

    /// Rows holding every term of the plan: the best matching table first, and in a table the
    /// rows whose own cells say a query word as typed, then those whose cells hold query words
    /// (synonyms too) by how well, then the others in the table's order. When the first row says
    /// a query word as typed, the row of the same name in each other section comes right after it
    /// (`TableRowMatch.sameRowInOtherSections`).
    static func search(_ plan: QueryPlan, limit: Int, db: Database) throws -> [TableRowHit] {
        let columns = TableRowColumn.allCases.map { "r.\($0.rawValue)" }.joined(separator: ", ")
        let statement = try db.cachedStatement(
            sql: """
                SELECT \(columns),
                    bm25(table_row_search, \(weights)) * (CASE r.other_tab WHEN 1 THEN \(otherTabWeight) ELSE 1 END) AS rank,
                    bm25(table_row_search, \(cellWeights)) AS cell_rank
                FROM table_row_search JOIN table_row r ON r.rowid = table_row_search.rowid
                WHERE table_row_search MATCH ? ORDER BY rank LIMIT ?
                """)
        var rows = try Row.fetchAll(statement, arguments: [match(plan), TableRowText.settings.candidates])
        if rows.isEmpty, let widened = widenedMatch(plan) {
            rows = try Row.fetchAll(statement, arguments: [widened, TableRowText.settings.candidates])
        }
        guard !rows.isEmpty else { return [] }
        let typed = try typedInCells(plan, among: rows.map { $0[TableRowColumn.rowid.rawValue] }, db: db)
        var tables: [String: (best: Double, rows: [Found])] = [:]
        for row in rows {
            let found = Found(row, typed: typed)
            // Changed in place: a copy of the table's entry, changed and stored back, copied its rows.
            tables[found.table, default: (found.rank, [])].rows.append(found)
            if found.rank < tables[found.table]!.best { tables[found.table]!.best = found.rank }
        }
        let byTable = tables.sorted { ($0.value.best, $0.key) < ($1.value.best, $1.key) }.flatMap { table in
            table.value.rows.sorted { lhs, rhs in
                if lhs.typed != rhs.typed { return lhs.typed }
                if lhs.cellRank != rhs.cellRank { return lhs.cellRank < rhs.cellRank }
                return lhs.rowNumber < rhs.rowNumber
            }
        }
        let decoder = JSONDecoder()
        let ordered = TableRowMatch.sameRowInOtherSections(
            byTable, section: \.section, typed: \.typed, opensOn: \.opensOn, name: { $0.name(decoder) })
        return ordered.prefix(limit).map(\.row).map { row in
            func text(_ column: TableRowColumn) -> String { row[column.rawValue] }
            func list(_ column: TableRowColumn) -> [String] {
                (try? decoder.decode([String].self, from: Data(text(column).utf8))) ?? []
            }
            let page = text(.page)
            let rank: Double = row["rank"]
            var hit = TableRowHit(
                page: page, table: row[TableRowColumn.tableNumber.rawValue],
                row: row[TableRowColumn.rowNumber.rawValue], pageTitle: text(.pageTitle),
                section: text(.section).nilIfEmpty,
                caption: text(.caption).nilIfEmpty, header: list(.header), cells: list(.cells),
                practice: text(.practice).nilIfEmpty,
                source: SourceLocation(file: text(.source), line: row[TableRowColumn.line.rawValue]),
                score: (-rank * 100).rounded() / 100)
            if !text(.cellsKo).isEmpty {
                hit.cellsKo = list(.cellsKo)
                hit.headerKo = list(.headerKo)
                hit.pageTitleKo = text(.pageTitleKo).nilIfEmpty
                hit.sectionKo = text(.sectionKo).nilIfEmpty
            }
            if row[TableRowColumn.onlyInKorean.rawValue] == 1 { hit.onlyInKorean = true }
            return hit
        }
    }
}

extension TableRowIndex {
    /// Which of the rows `rowids` say a term as typed in their own cells. The expression is
    /// matched once over the whole table and the rows kept here: asked with `rowid IN (…)`
    /// beside the MATCH, FTS5 ran the expression again for each of the 200 rows, which was 41%
    /// of a query whose words many rows hold ("body text size").
    static func typedInCells(_ plan: QueryPlan, among rowids: [Int64], db: Database) throws -> Set<Int64> {
        guard !rowids.isEmpty else { return [] }
        let match = TableRowMatch.typedInCells(plan, cellsColumn: TableRowSearchColumn.cells.rawValue)
        let candidates = Set(rowids)
        let matching = try Int64.fetchCursor(
            db.cachedStatement(sql: "SELECT rowid FROM table_row_search WHERE table_row_search MATCH ?"),
            arguments: [match])
        var typed: Set<Int64> = []
        while let rowid = try matching.next() {
            if candidates.contains(rowid) { typed.insert(rowid) }
        }
        return typed
    }

    /// A matching row with what it is grouped and ordered by, read from it once: read by name in
    /// the sort's comparisons, they were most of a search whose words many table rows hold.
    private struct Found {
        let row: Row
        /// The page and the table's number: the row's table.
        let table: String
        let rank: Double
        /// The rank by the row's own cells.
        let cellRank: Double
        let rowNumber: Int
        /// Whether its own cells say a term as typed.
        let typed: Bool

        /// Where `search` selects each: every column of `table_row` in order, then the two ranks.
        private static let rowidIndex = TableRowColumn.allCases.firstIndex(of: .rowid)!
        private static let pageIndex = TableRowColumn.allCases.firstIndex(of: .page)!
        private static let tableNumberIndex = TableRowColumn.allCases.firstIndex(of: .tableNumber)!
        private static let rowNumberIndex = TableRowColumn.allCases.firstIndex(of: .rowNumber)!
        private static let cellsIndex = TableRowColumn.allCases.firstIndex(of: .cells)!
        private static let sectionIndex = TableRowColumn.allCases.firstIndex(of: .section)!
        private static let otherTabIndex = TableRowColumn.allCases.firstIndex(of: .otherTab)!
        private static let rankIndex = TableRowColumn.allCases.count
        private static let cellRankIndex = rankIndex + 1

        init(_ row: Row, typed typedRows: Set<Int64>) {
            self.row = row
            typed = typedRows.contains(row[Self.rowidIndex])
            table = "\(row[Self.pageIndex] as String)#\(row[Self.tableNumberIndex] as Int)"
            rank = row[Self.rankIndex]
            cellRank = row[Self.cellRankIndex]
            rowNumber = row[Self.rowNumberIndex]
        }

        // Read only when the first row names a row (`TableRowMatch.sameRowInOtherSections`),
        // not for every candidate.

        /// Its page and section.
        var section: String { "\(row[Self.pageIndex] as String)\n\(row[Self.sectionIndex] as String)" }
        /// Whether its table is one the page opens on, not another tab.
        var opensOn: Bool { row[Self.otherTabIndex] as Int == 0 }

        /// Its name: its first cell.
        func name(_ decoder: JSONDecoder) -> String? {
            (try? decoder.decode([String].self, from: Data((row[Self.cellsIndex] as String).utf8)))?.first
        }
    }
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
