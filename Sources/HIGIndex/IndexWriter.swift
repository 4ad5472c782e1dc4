import Foundation
import GRDB
import HIGModel

/// Writes a rule graph to an index file. The new index is built in a temporary file beside the
/// target and renamed over it, so a failed or killed write leaves the previous index intact.
public enum IndexWriter {
    /// - Parameters:
    ///   - fingerprint: identifies the content the graph was read from (see `IndexMetadata`).
    ///   - contentPaths: the files and folders the graph was read from, absolute.
    public static func write(_ graph: RuleGraph, fingerprint: String, contentPaths: [String], to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        }
        removeAbandonedTemporaries(of: path)
        let temporary = path + ".tmp-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.removeItem(atPath: temporary)
        do {
            var configuration = Configuration()
            configuration.journalMode = .default
            let queue = try DatabaseQueue(path: temporary, configuration: configuration)
            try queue.write { db in
                try IndexSchema.create(in: db)
                try insert(graph, fingerprint: fingerprint, into: db)
                try db.execute(
                    sql: "INSERT INTO meta (key, value) VALUES ('paths', ?)",
                    arguments: [try JSONEncoder().encode(contentPaths)])
            }
            try queue.close()
            if rename(temporary, path) != 0 {
                throw IndexError.io(
                    "cannot move the new index into place at \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }

    private static func insert(_ graph: RuleGraph, fingerprint: String, into db: Database) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        try db.execute(
            sql:
                """
                INSERT INTO meta (key, value) VALUES ('schema', ?), ('fingerprint', ?), ('graph', ?), ('taxonomy', ?),
                    ('content_digest', ?), ('indexed', ?)
                """,
            arguments: [
                IndexSchema.version, fingerprint, try encoder.encode(graph), try encoder.encode(graph.taxonomy),
                graph.contentDigest, ISO8601DateFormatter().string(from: Date()),
            ])
        let tables = QueryTables(taxonomy: graph.taxonomy)
        try tables.insert(into: db)
        let pageTitles = Dictionary(graph.pages.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        // Normalizing and tagging every practice is the costly part: done on every core, then
        // written in one pass with prepared statements.
        let rows = graph.practices.concurrentMap { practice in
            PracticeRow(practice, pageTitle: pageTitles[practice.page], taxonomy: graph.taxonomy, tables: tables)
        }
        let insertPractice = try db.makeStatement(
            sql: """
                INSERT INTO practice (rowid, id, page, page_title, strength, platforms, states, styles, sources,
                    lead_normalized, ko_normalized, ko_lead_normalized, lead_transitions, record)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
        let insertSearch = try db.makeStatement(
            sql: """
                INSERT INTO practice_search (rowid, lead, body, titles, ko, symbols, moments)
                VALUES (?, ?, ?, ?, ?, ?, ?)
                """)
        var vocabulary: [String: Int] = [:]
        for (offset, row) in rows.enumerated() {
            let rowid = offset + 1
            for token in row.vocabulary { vocabulary[token, default: 0] += 1 }
            try insertPractice.execute(
                arguments: StatementArguments([rowid as any DatabaseValueConvertible] + row.practiceColumns))
            try insertSearch.execute(
                arguments: StatementArguments([rowid as any DatabaseValueConvertible] + row.searchColumns))
        }
        try insertPages(graph, encoder: encoder, into: db)
        try insertEntities(graph, into: db)
        let insertWord = try db.makeStatement(sql: "INSERT INTO vocabulary (word, frequency) VALUES (?, ?)")
        for (word, frequency) in vocabulary {
            try insertWord.execute(arguments: [word, frequency])
        }
    }

    /// Temporary files of writes whose process is gone (killed part-way): removed before the
    /// next write, so they do not pile up beside the index.
    static func removeAbandonedTemporaries(of path: String) {
        let directory = (path as NSString).deletingLastPathComponent
        let prefix = (path as NSString).lastPathComponent + ".tmp-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)) ?? []
        for name in names where name.hasPrefix(prefix) {
            let pidText = name.dropFirst(prefix.count).prefix { $0.isNumber }
            guard let pid = Int32(pidText), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(atPath: (directory.isEmpty ? "." : directory) + "/" + name)
        }
    }

    private static func insertPages(_ graph: RuleGraph, encoder: JSONEncoder, into db: Database) throws {
        for (offset, page) in graph.pages.enumerated() {
            try db.execute(
                sql: "INSERT INTO page (rowid, id, title, record) VALUES (?, ?, ?, ?)",
                arguments: [offset + 1, page.id, page.title, try encoder.encode(page)])
            for reference in page.related {
                try insertLink(from: ("page", page.id, page.id), reference, into: db)
            }
        }
        for practice in graph.practices {
            for reference in practice.references {
                try insertLink(from: ("practice", practice.id, practice.page), reference, into: db)
            }
        }
    }

    private static func insertLink(
        from source: (kind: String, id: String, page: String), _ reference: Reference, into db: Database
    ) throws {
        try db.execute(
            sql: "INSERT INTO link (from_kind, from_id, from_page, kind, target) VALUES (?, ?, ?, ?, ?)",
            arguments: [source.kind, source.id, source.page, reference.kind.rawValue, reference.target])
    }

    private static func insertEntities(_ graph: RuleGraph, into db: Database) throws {
        var rows: [(kind: String, ref: String, title: String, detail: String, body: String)] = []
        for page in graph.pages {
            rows.append(("page", page.id, page.title, page.abstract, page.abstract))
            for section in page.sections {
                rows.append(("section", "\(page.id)#\(section.id)", "\(page.title) › \(section.title)", "", ""))
            }
        }
        for machine in graph.taxonomy.machines {
            for state in machine.states {
                rows.append(
                    (
                        "state", "\(machine.id).\(state.id)", "\(machine.name): \(state.name)", state.ko,
                        ([state.ko] + state.synonyms).joined(separator: " ")
                    ))
            }
            for transition in machine.transitions {
                rows.append(
                    (
                        "transition", "\(machine.id).\(transition.id)", "\(machine.name): \(transition.name)",
                        transition.callbacks.joined(separator: ", "),
                        ([transition.ko] + transition.callbacks + transition.cues).joined(separator: " ")
                    ))
            }
        }
        for style in graph.taxonomy.styles {
            rows.append(
                (
                    "style", style.id, style.name, style.ko,
                    ([style.ko] + style.synonyms + style.symbols).joined(separator: " ")
                ))
        }
        for (offset, row) in rows.enumerated() {
            try db.execute(
                sql: "INSERT INTO entity (rowid, kind, ref, title, detail) VALUES (?, ?, ?, ?, ?)",
                arguments: [offset + 1, row.kind, row.ref, row.title, row.detail])
            try db.execute(
                sql: "INSERT INTO entity_search (rowid, title, body) VALUES (?, ?, ?)",
                arguments: [offset + 1, TextNormalizer.normalize(row.title), TextNormalizer.normalize(row.body)])
        }
    }

    /// The translated lead: the Korean text up to its first full stop.
    static func koreanLead(_ korean: String) -> String {
        let firstLine = korean.split(separator: "\n").first.map(String.init) ?? korean
        guard let stop = firstLine.firstIndex(where: { ".!?。".contains($0) }) else { return firstLine }
        return String(firstLine[...stop])
    }

    /// " a b c ": lets `instr(column, ' a ')` test membership without LIKE patterns.
    static func spaced(_ values: [String]) -> String {
        " " + values.joined(separator: " ") + " "
    }
}

public enum IndexError: Error, CustomStringConvertible {
    case io(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .io(let message), .unreadable(let message): message
        }
    }
}
