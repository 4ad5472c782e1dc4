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
}
