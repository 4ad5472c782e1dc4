import Foundation
import GRDB
import HIGModel

/// Reads pages and practices from an index row by row: what `show`, `pages`, `cite` and
/// checklists need, without decoding the whole graph.
package final class IndexReader: Sendable {
    private let queue: DatabaseQueue
    private let indexPath: String

    package init(indexPath: String) throws {
        self.indexPath = indexPath
        queue = try IndexDatabase.openForReading(indexPath)
    }

    /// Searches over this reader's connection.
    package func searchEngine() -> SearchEngine {
        SearchEngine(queue: queue)
    }

    package func taxonomy() throws -> Taxonomy {
        try read { db in
            guard let data = try MetaKey.taxonomy.value(Data.self, in: db) else {
                throw IndexError.unreadable("the index has no taxonomy")
            }
            return try JSONDecoder().decode(Taxonomy.self, from: data)
        }
    }

    /// The whole graph, for the site, which shows all of it: put together from the rows, read
    /// once each through a connection of its own that does not map the file.
    package func graph() throws -> RuleGraph {
        let taxonomy = try taxonomy()
        let unmapped = try IndexDatabase.openForReading(indexPath, mapped: false)
        return try Self.read(unmapped) { db in
            let pages = try Self.pages(db, where: "1", arguments: [])
            let practices = try Self.practices(db, where: "1", arguments: [])
            let files = try Self.sourceFiles(db).map {
                IngestedFile(path: $0.path, format: $0.format, page: $0.page, stamp: $0.stamp)
            }
            var graph = RuleGraph(pages: pages, practices: practices, taxonomy: taxonomy, files: files)
            // The edition that archives pages is part of the graph the index was written from.
            graph.currentEdition = try MetaKey.currentEdition.value(String.self, in: db)
            return graph
        }
    }

    /// Every content file the index was built from, with the size and time it had then.
    package func sourceFiles() throws -> [SourceFileRecord] {
        try read(Self.sourceFiles)
    }

    private static func sourceFiles(_ db: Database) throws -> [SourceFileRecord] {
        try Row.fetchAll(
            db, sql: "SELECT path, size, modified, changed, inode, format, page FROM source_file ORDER BY rowid"
        ).map {
            SourceFileRecord(
                path: $0[SourceFileColumn.path.rawValue],
                stamp: FileStamp(
                    size: $0[SourceFileColumn.size.rawValue], modified: $0[SourceFileColumn.modified.rawValue],
                    changed: $0[SourceFileColumn.changed.rawValue], inode: $0[SourceFileColumn.inode.rawValue]),
                format: $0[SourceFileColumn.format.rawValue], page: $0[SourceFileColumn.page.rawValue])
        }
    }

    /// Every page's ID, title, sources, platforms and number of practices, in ID order: SQLite
    /// picks them out of the stored pages, which are not decoded.
    package func pageSummaries() throws -> [PageSummary] {
        try read { db in
            // Lists come joined by U+001F, which no path or platform ID holds.
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT id, title,
                        (SELECT group_concat(value, char(31)) FROM json_each(CAST(record AS TEXT), '$.sources'))
                            AS sources,
                        json_array_length(CAST(record AS TEXT), '$.practices') AS practice_count,
                        (SELECT group_concat(value, char(31)) FROM json_each(CAST(record AS TEXT), '$.platforms'))
                            AS platforms,
                        json_extract(CAST(record AS TEXT), '$.archivedEdition') AS archived_edition,
                        json_extract(CAST(record AS TEXT), '$.edition') AS edition,
                        json_extract(CAST(record AS TEXT), '$.url') AS url,
                        json_extract(CAST(record AS TEXT), '$.sourceDetails') AS source_details,
                        json_extract(CAST(record AS TEXT), '$.parent') AS parent,
                        (SELECT group_concat(value, char(31)) FROM json_each(CAST(record AS TEXT), '$.listing'))
                            AS listing,
                        json_extract(CAST(record AS TEXT), '$.titleKo') AS title_ko
                    FROM page ORDER BY id
                    """)
            func list(_ joined: String?) -> [String] {
                joined.map { $0.split(separator: "\u{1F}").map(String.init) } ?? []
            }
            let decoder = JSONDecoder()
            var summaries: [PageSummary] = []
            while let row = try rows.next() {
                var summary = PageSummary(
                    id: row[PageColumn.id.rawValue], title: row[PageColumn.title.rawValue],
                    sources: list(row["sources"]), practiceCount: row["practice_count"],
                    platforms: list(row["platforms"]), archivedEdition: row["archived_edition"])
                summary.edition = row["edition"]
                summary.url = row["url"]
                summary.parent = row["parent"]
                summary.listing = list(row["listing"])
                summary.titleKo = row["title_ko"]
                if let details: String = row["source_details"] {
                    summary.sourceDetails = (try? decoder.decode([SourceDetail].self, from: Data(details.utf8))) ?? []
                }
                summaries.append(summary)
            }
            return summaries
        }
    }

    /// The edition of the newest listed collection of English pages, as the full ingest found it.
    package func currentEdition() throws -> String? {
        try read { db in
            try MetaKey.currentEdition.value(String.self, in: db)
        }
    }

    package func pageTitles() throws -> [PageTitle] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT id, title FROM page ORDER BY id").map {
                PageTitle(id: $0[PageColumn.id.rawValue], title: $0[PageColumn.title.rawValue])
            }
        }
    }

    package func pages() throws -> [Page] {
        try read { db in try Self.pages(db, where: "1", arguments: []) }
    }

    package func pages(ids: [String]) throws -> [Page] {
        guard !ids.isEmpty else { return [] }
        let list = try SQLList.json(ids)
        return try read { db in try Self.pages(db, where: "id IN (SELECT value FROM json_each(?))", arguments: [list]) }
    }

    package func page(id: String) throws -> Page? {
        try read { db in try Self.pages(db, where: "id = ?", arguments: [id]).first }
    }

    package func practice(id: String) throws -> Practice? {
        try read { db in try Self.practices(db, where: "id = ?", arguments: [id]).first }
    }

    /// Practices in page order (the order ingest wrote them).
    package func practices(ids: [String]) throws -> [Practice] {
        guard !ids.isEmpty else { return [] }
        let wanted = Set(ids)
        let found = try read { db in
            try Self.practices(
                db, where: "id IN (SELECT value FROM json_each(?))",
                arguments: [try SQLList.json(ids)])
        }
        return found.filter { wanted.contains($0.id) }
    }

    /// Every practice the filter admits, in page order.
    package func practices(matching filter: GuidelineFilter) throws -> [Practice] {
        let condition = try filter.sqlCondition()
        return try read { db in
            try Self.practices(db, where: condition.sql, arguments: condition.arguments)
        }
    }

    /// IDs of practices whose ID starts with the text: for finding a practice by a longer or partial ID.
    package func practiceIDs(containing text: String, limit: Int) throws -> [String] {
        try read { db in
            try String.fetchAll(
                db, sql: "SELECT id FROM practice WHERE instr(id, ?) > 0 OR instr(?, id) > 0 ORDER BY rowid LIMIT ?",
                arguments: [text, text, limit])
        }
    }

    /// Every developer symbol a page lists or one of its practices names, with the pages that
    /// name it, read from the references without decoding a page.
    package func symbolPages() throws -> [String: [String]] {
        try read { db in
            var pages: [String: [String]] = [:]
            let rows = try Row.fetchCursor(
                db, sql: "SELECT DISTINCT target, from_page FROM link WHERE kind = 'symbol' ORDER BY target, from_page")
            while let row = try rows.next() { pages[row[0], default: []].append(row[1]) }
            return pages
        }
    }

    /// Practices of other pages that reference the page.
    package func practices(referencing pageID: String) throws -> [Practice] {
        try read { db in
            try Self.practices(
                db,
                where: """
                    id IN (SELECT from_id FROM link WHERE kind = 'page' AND target = ?1 AND from_kind = 'practice'
                        AND from_page != ?1)
                    """, arguments: [pageID])
        }
    }

    /// Pages that list the page among their related pages.
    package func pages(referencing pageID: String) throws -> [Page] {
        try read { db in
            try Self.pages(
                db,
                where: """
                    id IN (SELECT from_id FROM link WHERE kind = 'page' AND target = ?1 AND from_kind = 'page'
                        AND from_id != ?1)
                    """, arguments: [pageID])
        }
    }

    private func read<T>(_ body: (Database) throws -> T) throws -> T {
        try Self.read(queue, body)
    }

    private static func read<T>(_ queue: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        do {
            return try queue.read(body)
        } catch let error as IndexError {
            throw error
        } catch {
            throw IndexError.unreadable("cannot read the index: \(error)")
        }
    }

    private static func pages(_ db: Database, where condition: String, arguments: [String]) throws -> [Page] {
        let decoder = JSONDecoder()
        let rows = try Row.fetchCursor(
            db, sql: "SELECT record FROM page WHERE \(condition) ORDER BY id",
            arguments: StatementArguments(arguments))
        var pages: [Page] = []
        while let row = try rows.next() {
            pages.append(try decoder.decode(Page.self, from: row[PageColumn.record.rawValue] as Data))
        }
        return pages
    }

    static func practices(_ db: Database, where condition: String, arguments: [String]) throws -> [Practice] {
        let rows = try Row.fetchCursor(
            db, sql: "SELECT record, rich FROM practice p WHERE \(condition) ORDER BY page, position",
            arguments: StatementArguments(arguments))
        let decoder = JSONDecoder()
        var practices: [Practice] = []
        while let row = try rows.next() {
            guard var practice = PracticeRecord.decode(row[PracticeColumn.record.rawValue]) else {
                throw IndexError.unreadable("the index has an unreadable practice record")
            }
            let rich: String = row[PracticeColumn.rich.rawValue]
            if !rich.isEmpty {
                practice.rich = try? decoder.decode(RichPractice.self, from: Data(rich.utf8))
            }
            practices.append(practice)
        }
        return practices
    }
}

/// A content file as the index recorded it.
package struct SourceFileRecord: Sendable, Equatable {
    package var path: String
    package var stamp: FileStamp
    package var format: String
    /// The page the file was read into; nil when it was skipped.
    package var page: String?
}
