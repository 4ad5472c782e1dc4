import Foundation
import GRDB
import HIGModel
import HIGSearch
import HIGSupport

/// The rows of pages and practices, written the same way by a full write and by an update of
/// a few pages.
struct IndexRows {
    let db: Database
    let taxonomy: Taxonomy
    let tables: QueryTables
    private static func pageEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// Practices are turned into rows a chunk at a time, the next chunk on every core while this
    /// one is written: SQLite writes on one thread.
    static let rowChunk = 2048

    /// Writes practices (normalized and tagged on every core) with their links, from `firstRowid`
    /// on, and returns how often each word occurs in them.
    func insertPractices(_ practices: [Practice], pages: [Page], firstRowid: Int64) throws -> [String: Int] {
        let pageTitles = Dictionary(pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let pageSymbols = Dictionary(
            pages.map { ($0.id, SearchSymbols.listed(by: $0)) }, uniquingKeysWith: { first, _ in first })
        let taxonomy = self.taxonomy
        let tables = self.tables
        let chunks = practices.chunked(Self.rowChunk)
        // A chunk's words are counted beside its rows, while the chunk before is written: counting
        // every word on the writing thread held up the writes.
        func rows(of chunk: [Practice]) -> Pending<(rows: [PracticeRow], words: [String: Int])> {
            Pending {
                let rows = chunk.concurrentMap { practice in
                    PracticeRow(
                        practice, pageTitle: pageTitles[practice.page], pageSymbols: pageSymbols[practice.page] ?? [],
                        taxonomy: taxonomy, tables: tables)
                }
                var words: [String: Int] = [:]
                for row in rows {
                    for token in row.vocabulary { words[token, default: 0] += 1 }
                }
                return (rows, words)
            }
        }
        let insertPractice = try db.cachedStatement(sql: PracticeColumn.insert(into: "practice"))
        let searchColumns = PracticeSearchColumn.allCases.map(\.rawValue)
        let insertSearch = try db.cachedStatement(
            sql: """
                INSERT INTO practice_search (rowid, \(searchColumns.joined(separator: ", ")))
                VALUES (?\(String(repeating: ", ?", count: searchColumns.count)))
                """)
        var vocabulary: [String: Int] = [:]
        var positions: [String: Int] = [:]
        var offset = 0
        var next = chunks.first.map(rows(of:))
        for (index, chunk) in chunks.enumerated() {
            let (chunkRows, chunkWords) = next!.wait()
            vocabulary.merge(chunkWords, uniquingKeysWith: +)
            next = index + 1 < chunks.count ? rows(of: chunks[index + 1]) : nil
            for (practice, row) in zip(chunk, chunkRows) {
                let rowid = firstRowid + Int64(offset)
                offset += 1
                let position = positions[practice.page, default: 0]
                positions[practice.page] = position + 1
                try insertPractice.execute(
                    arguments: StatementArguments(
                        PracticeColumn.allCases.map { row.value($0, rowid: rowid, position: position) }))
                try insertSearch.execute(
                    arguments: StatementArguments(
                        [rowid as any DatabaseValueConvertible] + PracticeSearchColumn.allCases.map { row.search[$0]! })
                )
                for reference in practice.references {
                    try insertLink(from: ("practice", practice.id, practice.page), reference)
                }
            }
        }
        return vocabulary
    }

    /// The words each practice row holds, for taking them out of the vocabulary.
    static func vocabulary(ofRows rowids: [Int64], db: Database) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        let columns = PracticeSearchColumn.vocabularyColumns.map(\.rawValue)
        for rowid in rowids {
            guard
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT \(columns.joined(separator: ", ")) FROM practice_search WHERE rowid = ?",
                    arguments: [rowid])
            else { continue }
            let text = columns.map { (row[$0] as String?) ?? "" }.joined(separator: " ")
            for token in text.split(separator: " ") where !TextNormalizer.isHangulWord(String(token)) {
                counts[String(token), default: 0] += 1
            }
        }
        return counts
    }

    func insertPages(_ pages: [Page]) throws {
        let records = pages.concurrentMap { page in Result { try Self.pageEncoder().encode(page) } }
        for (page, record) in zip(pages, records) {
            try db.cachedStatement(sql: "INSERT INTO page (id, title, record) VALUES (?, ?, ?)")
                .execute(arguments: [page.id, page.title, try record.get()])
            for reference in page.related {
                try insertLink(from: ("page", page.id, page.id), reference)
            }
        }
    }

    private func insertLink(from source: (kind: String, id: String, page: String), _ reference: Reference) throws {
        try db.cachedStatement(
            sql: "INSERT INTO link (from_kind, from_id, from_page, kind, target) VALUES (?, ?, ?, ?, ?)"
        ).execute(arguments: [source.kind, source.id, source.page, reference.kind.rawValue, reference.target])
    }

    /// Pages and their sections as search entities.
    func insertPageEntities(_ pages: [Page]) throws {
        var rows: [EntityRow] = []
        for page in pages {
            let intro = (page.prose ?? []).map { [$0.text, $0.ko ?? ""].joined(separator: " ") }
            rows.append(
                EntityRow(
                    kind: "page", ref: page.id, title: page.title, detail: page.abstract,
                    body: ([page.abstract] + intro).joined(separator: " ")))
            for section in page.sections {
                // A section's prose is searched too: a question no practice answers may be one a
                // section's paragraphs do.
                let prose = (section.prose ?? []).map { [$0.text, $0.ko ?? ""].joined(separator: " ") }
                rows.append(
                    EntityRow(
                        kind: "section", ref: "\(page.id)#\(section.id)", title: "\(page.title) › \(section.title)",
                        body: prose.joined(separator: " ")))
            }
        }
        try insertEntities(rows)
    }

    /// Lifecycle states, transitions and styles (not platforms) as search entities.
    func insertTaxonomyEntities() throws {
        try insertEntities(
            taxonomy.searchEntities.filter { $0.kind != .platform }.map {
                EntityRow(
                    kind: $0.kind.rawValue, ref: $0.id, title: $0.title, detail: $0.detail,
                    body: ($0.terms + $0.cues).joined(separator: " "))
            })
    }

    struct EntityRow: Sendable {
        var kind: String
        var ref: String
        var title: String
        var detail = ""
        var body = ""
    }

    private func insertEntities(_ rows: [EntityRow]) throws {
        let normalized = rows.concurrentMap { row in
            (TextNormalizer.normalize(row.title), TextNormalizer.normalize(row.body))
        }
        for (row, (title, body)) in zip(rows, normalized) {
            try db.cachedStatement(sql: "INSERT INTO entity (kind, ref, title, detail) VALUES (?, ?, ?, ?)")
                .execute(arguments: [row.kind, row.ref, row.title, row.detail])
            try db.cachedStatement(sql: "INSERT INTO entity_search (rowid, title, body) VALUES (?, ?, ?)").execute(
                arguments: [db.lastInsertedRowID, title, body])
        }
    }

    /// Adds (or with negative counts, takes away) word counts.
    static func updateVocabulary(_ counts: [String: Int], db: Database) throws {
        for (word, count) in counts where count != 0 {
            try db.cachedStatement(
                sql: """
                    INSERT INTO vocabulary (word, frequency) VALUES (?1, ?2)
                    ON CONFLICT (word) DO UPDATE SET frequency = frequency + ?2
                    """
            ).execute(arguments: [word, count])
        }
        try db.execute(sql: "DELETE FROM vocabulary WHERE frequency <= 0")
    }

    func insertFiles(_ files: [IngestedFile]) throws {
        for file in files {
            // The stamp discovery took: the one the content's fingerprint was taken of.
            let stamp = file.stamp ?? .unknown
            let values = SourceFileColumn.allCases.map { column -> (any DatabaseValueConvertible)? in
                switch column {
                case .path: file.path
                case .size: stamp.size
                case .modified: stamp.modified
                case .changed: stamp.changed
                case .inode: stamp.inode
                case .format: file.format
                case .page: file.page
                }
            }
            try db.cachedStatement(sql: SourceFileColumn.insert(into: "source_file"))
                .execute(arguments: StatementArguments(values))
        }
    }
}
