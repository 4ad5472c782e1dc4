import Foundation
import GRDB
import HIGTestSupport
import Testing

/// `--index FILE` replaces only what hig wrote: its files carry hig's application ID.
extension CommandLineTests {
    /// A user's database at `name` in a folder of its own, made by `sql`.
    func userDatabase(_ name: String, _ sql: String) throws -> (TemporaryDirectory, path: String, bytes: Data) {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/" + name
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in try db.execute(sql: sql) }
        try queue.close()
        return (directory, path, try Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test("a user's database with a table named meta is never replaced: exit 3, the file named with why")
    func foreignDatabaseWithMeta() throws {
        let (folder, path, bytes) = try userDatabase(
            "notes.sqlite",
            """
            CREATE TABLE meta (key TEXT PRIMARY KEY, value BLOB NOT NULL);
            INSERT INTO meta VALUES ('owner', 'me');
            CREATE TABLE notes (text TEXT);
            INSERT INTO notes VALUES ('my only copy');
            """)
        defer { withExtendedLifetime(folder) {} }
        let run = try hig("query", "audio", "--content", "Content", "--index", path)
        #expect(run.status == 3)
        #expect(run.error.contains("not replacing \(path)"), "\(run.error)")
        #expect(run.error.contains("hig did not write"), "\(run.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test("another application's database (its own application ID) is never replaced")
    func otherApplicationDatabase() throws {
        let (folder, path, bytes) = try userDatabase(
            "app.sqlite",
            "PRAGMA application_id = 1234; CREATE TABLE meta (key TEXT, value BLOB); CREATE TABLE t (x);")
        defer { withExtendedLifetime(folder) {} }
        let run = try hig("ingest", "--index", path)
        #expect(run.status == 3)
        #expect(run.error.contains("another application (application ID 0x4d2)"), "\(run.error)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test("an index carries hig's application ID and schema version; one from before the mark is still replaced")
    func markedIndex() throws {
        let (folder, index) = try ingestedIndex("i.sqlite")
        defer { withExtendedLifetime(folder) {} }
        let header = try Data(contentsOf: URL(fileURLWithPath: index)).prefix(100)
        #expect(Array(header[68..<72]) == Array("hig1".utf8))
        #expect(header[60..<64].reduce(0) { $0 << 8 | Int($1) } > 0, "user_version holds the schema")
        // As an index of an older build has it: no mark, and stale.
        try DatabaseQueue(path: index).write { db in
            try db.execute(sql: "PRAGMA application_id = 0; UPDATE meta SET value = 'old' WHERE key = 'fingerprint'")
        }
        let run = try hig("query", "audio interruption", "--content", "Content", "--index", index, "--limit", "1")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: index))[68..<72]) == Array("hig1".utf8))
    }
}
