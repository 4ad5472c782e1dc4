import Foundation
import GRDB
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGIndex

@Suite("The process's connection to its index")
struct IndexConnectionTests {
    /// Any graph will do: these tests are about the index file, not what it holds.
    static func graph() throws -> RuleGraph {
        let (result, _) = try SingleFile.ingest(text: "# Sheets\n\n## Best practices\n\n**Use a sheet.** Body.\n")
        return result.graph
    }

    @Test("an unchanged index is opened once and its metadata read once")
    func keptWhileUnchanged() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/index.sqlite"
        let graph = try Self.graph()
        try IndexWriter.write(graph, fingerprint: "first", contentPaths: ["/content"], to: path)
        let connections = IndexConnection()
        var opened = 0
        var reads = 0
        func open() throws -> DatabaseQueue {
            opened += 1
            return try DatabaseQueue(path: path, configuration: IndexDatabase.mappedConfiguration())
        }
        func metadata() throws -> IndexMetadata? {
            try connections.metadata(path, open: open) { queue in
                reads += 1
                return try queue.read { db in
                    IndexMetadata(
                        schema: 0, fingerprint: try MetaKey.fingerprint.value(String.self, in: db) ?? "",
                        contentPaths: [], contentDigest: "", indexed: "")
                }
            }
        }
        let (queue, unread) = try connections.queue(path, open: open)
        #expect(unread == nil)
        #expect(try metadata()?.fingerprint == "first")
        #expect(try metadata()?.fingerprint == "first")
        // The connection comes with the metadata read through it, which opening need not read again.
        let kept = try connections.queue(path, open: open)
        #expect(kept.queue === queue)
        #expect(kept.metadata?.fingerprint == "first")
        #expect(opened == 1)
        #expect(reads == 1)

        // Written in place: the same file and size; SQLite raises its change counter.
        try DatabaseQueue(path: path).write { db in
            try db.execute(
                sql: "UPDATE meta SET value = 'second, written in place' WHERE key = ?",
                arguments: [MetaKey.fingerprint.rawValue])
        }
        #expect(try metadata()?.fingerprint == "second, written in place")
        #expect(try connections.queue(path, open: open).queue !== queue)
        #expect(opened == 2)

        // Replaced: a new file renamed over the old one.
        try IndexWriter.write(graph, fingerprint: "third", contentPaths: ["/content"], to: path)
        #expect(try metadata()?.fingerprint == "third")
        #expect(opened == 3)
        #expect(reads == 3)
    }

    @Test("the index's metadata follows the file through the shared connection")
    func metadataFollowsTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/index.sqlite"
        let graph = try Self.graph()
        try IndexWriter.write(graph, fingerprint: "first", contentPaths: ["/content"], to: path)
        #expect(try IndexMetadata.load(indexPath: path)?.fingerprint == "first")
        _ = try SearchEngine(indexPath: path).search("sheet")
        try IndexWriter.write(graph, fingerprint: "second", contentPaths: ["/content"], to: path)
        #expect(try IndexMetadata.load(indexPath: path)?.fingerprint == "second")
        try FileManager.default.removeItem(atPath: path)
        #expect(try IndexMetadata.load(indexPath: path) == nil)
    }

    /// A graph whose one lifecycle transition, the app's going to the background, has `cue`.
    static func graph(cue: String) throws -> RuleGraph {
        var graph = try graph()
        let machine = """
            {"machines": [{"id": "app", "name": "App", "ko": "", "delegate": "", "states": [],
              "transitions": [{"from": "active", "to": "background", "callbacks": [], "name": "", "ko": "",
                               "cues": ["\(cue)"], "practices": []}]}]}
            """
        graph.taxonomy = try JSONDecoder().decode(Taxonomy.self, from: Data(machine.utf8))
        return graph
    }

    /// The transitions a search of `query` takes the query to name, through the process's
    /// connection to the index at `path`.
    static func transitions(named query: String, indexPath path: String) throws -> Set<String> {
        let engine = try SearchEngine(indexPath: path)
        return try engine.queue.read { db in
            let plan = try engine.planner.plan(query, lexicon: IndexLexicon(db: db))
            return try engine.lifecycleMatches(plan, db: db).transitions
        }
    }

    @Test("the lifecycle cues are read once per connection and again from an index rebuilt")
    func lifecycleCuesFollowTheFile() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/index.sqlite"
        try IndexWriter.write(try Self.graph(cue: "quokka"), fingerprint: "first", contentPaths: ["/c"], to: path)
        let connections = IndexConnection()
        let (queue, _) = try connections.queue(path) { try IndexDatabase.openMapped(path) }
        var reads = 0
        func cues(_ queue: DatabaseQueue) throws -> LifecycleCues {
            try connections.lifecycleCues(of: queue) {
                reads += 1
                return try queue.read(LifecycleCues.read)
            }
        }
        #expect(try cues(queue).named(in: "quokka").transitions == ["app.active>background"])
        #expect(try cues(queue).named(in: "wombat").transitions.isEmpty)
        #expect(reads == 1)
        // A connection that is not the one kept for the file reads them at every call.
        let other = try IndexDatabase.openMapped(path)
        _ = try cues(other)
        _ = try cues(other)
        #expect(reads == 3)

        // The same process, through its shared connection, sees the cues of the index rebuilt.
        #expect(try Self.transitions(named: "quokka", indexPath: path) == ["app.active>background"])
        try IndexWriter.write(try Self.graph(cue: "wombat"), fingerprint: "second", contentPaths: ["/c"], to: path)
        #expect(try Self.transitions(named: "quokka", indexPath: path).isEmpty)
        #expect(try Self.transitions(named: "wombat", indexPath: path) == ["app.active>background"])
    }
}
