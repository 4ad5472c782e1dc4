import Foundation
import GRDB
import HIGModel
import HIGSupport

/// Replaces a few pages of an index in place, in one transaction: their practices, links,
/// search rows and vocabulary go, the new ones come in, and what depends on every page (the
/// practices on each lifecycle transition, the content digest) is worked out again. A failure
/// rolls everything back, leaving the index as it was.
package enum IndexUpdater {
    /// - Parameters:
    ///   - pages: the new versions of the pages, with IDs the index already has.
    ///   - files: the files read again, with their new sizes and times.
    package static func replace(
        pages: [Page], practices: [Practice], files: [(path: String, stamp: FileStamp)], fingerprint: String,
        in indexPath: String
    ) throws {
        var configuration = IndexDatabase.configuration(readonly: false)
        // Reads map the file, as queries do: an update reads the practice table whole.
        configuration.prepareDatabase { db in try db.execute(sql: "PRAGMA mmap_size = \(IndexDatabase.mapSize)") }
        do {
            try replace(
                pages: pages, practices: practices, files: files, fingerprint: fingerprint, in: indexPath,
                configuration: configuration)
        } catch let error as DatabaseError where IndexDatabase.isLocked(error) {
            throw IndexDatabase.indexError(error, indexPath: indexPath)
        }
    }

    private static func replace(
        pages: [Page], practices: [Practice], files: [(path: String, stamp: FileStamp)], fingerprint: String,
        in indexPath: String, configuration: Configuration
    ) throws {
        let queue = try DatabaseQueue(path: indexPath, configuration: configuration)
        defer { try? queue.close() }
        try queue.write { db in
            guard let data = try MetaKey.taxonomy.value(Data.self, in: db) else {
                throw IndexError.unreadable("the index has no taxonomy")
            }
            var taxonomy = try JSONDecoder().decode(Taxonomy.self, from: data)
            let ids = pages.map(\.id)
            let list = try SQLList.json(ids)
            let countBefore = try IndexSchema.practiceCount(in: db)
            let old = try Int64.fetchAll(
                db, sql: "SELECT rowid FROM practice WHERE page IN (SELECT value FROM json_each(?))", arguments: [list])
            var vocabulary = try IndexRows.vocabulary(ofRows: old, db: db).mapValues { -$0 }
            try removeRows(of: list, practices: old, db: db)
            let rows = IndexRows(db: db, taxonomy: taxonomy, tables: QueryTables(taxonomy: taxonomy))
            let first = (try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM practice") ?? 0) + 1
            for (word, count) in try rows.insertPractices(practices, pages: pages, firstRowid: first) {
                vocabulary[word, default: 0] += count
            }
            try rows.insertPages(pages)
            try rows.insertPageEntities(pages)
            try TableRowIndex.remove(pages: list, db: db)
            try TableRowIndex.insert(pages, practices: practices, db: db)
            try IndexRows.updateVocabulary(vocabulary, db: db)
            for file in files {
                try db.execute(
                    sql: "UPDATE source_file SET size = ?, modified = ?, changed = ?, inode = ? WHERE path = ?",
                    arguments: [file.stamp.size, file.stamp.modified, file.stamp.changed, file.stamp.inode, file.path])
            }
            try retagTransitions(&taxonomy, db: db)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            try MetaKey.taxonomy.set(try encoder.encode(taxonomy), in: db)
            try MetaKey.contentDigest.set(try contentDigest(db), in: db)
            // Counted on from the number before the update: counting the table reads all of it.
            let count = countBefore - old.count + practices.count
            try MetaKey.practiceCount.set(String(count), in: db)
            try MetaKey.fingerprint.set(fingerprint, in: db)
            try MetaKey.indexed.set(ISO8601DateFormatter().string(from: Date()), in: db)
        }
    }

    private static func removeRows(of pageList: String, practices: [Int64], db: Database) throws {
        let rowids = try SQLList.json(practices)
        try db.execute(
            sql: "DELETE FROM practice_search WHERE rowid IN (SELECT value FROM json_each(?))", arguments: [rowids])
        try db.execute(sql: "DELETE FROM practice WHERE rowid IN (SELECT value FROM json_each(?))", arguments: [rowids])
        try db.execute(
            sql: "DELETE FROM link WHERE from_page IN (SELECT value FROM json_each(?))", arguments: [pageList])
        try db.execute(sql: "DELETE FROM page WHERE id IN (SELECT value FROM json_each(?))", arguments: [pageList])
        let entities = try Int64.fetchAll(
            db,
            sql: """
                SELECT rowid FROM entity WHERE (kind = 'page' AND ref IN (SELECT value FROM json_each(?1)))
                    OR (kind = 'section' AND substr(ref, 1, instr(ref, '#') - 1) IN (SELECT value FROM json_each(?1)))
                """, arguments: [pageList])
        let entityList = try SQLList.json(entities)
        try db.execute(
            sql: "DELETE FROM entity_search WHERE rowid IN (SELECT value FROM json_each(?))", arguments: [entityList])
        try db.execute(
            sql: "DELETE FROM entity WHERE rowid IN (SELECT value FROM json_each(?))", arguments: [entityList])
    }

    /// The practices on each transition, in graph order as a full write lists them, from one pass
    /// over the practices: a pass per transition read the whole table eighteen times.
    private static func retagTransitions(_ taxonomy: inout Taxonomy, db: Database) throws {
        var practicesByTag: [Substring: [String]] = [:]
        let rows = try Row.fetchCursor(db, sql: "SELECT id, states FROM practice ORDER BY page, position")
        while let row = try rows.next() {
            let id: String = row[PracticeColumn.id.rawValue]
            let tags: String = row[PracticeColumn.states.rawValue]
            for tag in tags.split(separator: " ") { practicesByTag[tag, default: []].append(id) }
        }
        for machineIndex in taxonomy.machines.indices {
            let machine = taxonomy.machines[machineIndex]
            for transitionIndex in machine.transitions.indices {
                let key = Taxonomy.qualified(machine.id, machine.transitions[transitionIndex].id)
                taxonomy.machines[machineIndex].transitions[transitionIndex].practices =
                    practicesByTag[Substring(key)] ?? []
            }
        }
    }

    /// `RuleGraph.contentDigest`, from the rows.
    private static func contentDigest(_ db: Database) throws -> String {
        let pages = try Row.fetchAll(db, sql: "SELECT id, title FROM page ORDER BY id").map {
            "\($0[PageColumn.id.rawValue] as String)\u{1F}\($0[PageColumn.title.rawValue] as String)"
        }
        let practices = try String.fetchAll(db, sql: "SELECT digest_key FROM practice ORDER BY page, position")
        return TextDigest.of(pages + practices)
    }
}
