import Foundation
import GRDB
import HIGTestSupport
import Testing

/// An index left behind by a killed update, emptied or cut short: recovered or rebuilt when it is
/// hig's, and otherwise a message with the real cause.
extension CommandLineTests {
    /// An index and the journal of an update in place that was killed after it had written
    /// into the index: copied while the transaction is open, as a kill would leave them.
    func killedUpdate() throws -> (TemporaryDirectory, index: String) {
        let (folder, index) = try ingestedIndex("i.sqlite")
        let killed = folder.path + "/killed"
        try FileManager.default.createDirectory(atPath: killed, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: index)
        try queue.inDatabase { db in
            // A small cache makes SQLite write changed pages into the index before the commit.
            try db.execute(sql: "PRAGMA cache_size = 2; BEGIN IMMEDIATE; DELETE FROM practice; DELETE FROM page")
            for name in ["i.sqlite", "i.sqlite-journal"] {
                try FileManager.default.copyItem(atPath: folder.path + "/" + name, toPath: killed + "/" + name)
            }
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()
        return (folder, killed + "/i.sqlite")
    }

    @Test("an update killed mid-write is rolled back by the next command, which answers without rebuilding")
    func killedUpdateRolledBack() throws {
        let (folder, index) = try killedUpdate()
        defer { withExtendedLifetime(folder) {} }
        let run = try hig("query", "audio interruption", "--index", index, "--limit", "1")
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        #expect(!run.error.contains("indexing"), "the index was current once rolled back: \(run.error)")
        #expect(!FileManager.default.fileExists(atPath: index + "-journal"))
    }

    @Test("a journal of garbage beside the index is removed, not taken for a foreign file")
    func garbageJournal() throws {
        let (folder, index) = try ingestedIndex("i.sqlite")
        defer { withExtendedLifetime(folder) {} }
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(
            to: URL(fileURLWithPath: index + "-journal"))
        let run = try hig("pages", "--index", index)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("Multitasking"))
        #expect(!FileManager.default.fileExists(atPath: index + "-journal"))
    }

    @Test("an empty file at the index path holds nothing to lose: an index is built there; alone it is named empty")
    func emptyIndexFile() throws {
        let directory = try TemporaryDirectory()
        let index = try directory.write("empty.sqlite", "")
        let alone = try hig("pages", "--index", index)
        #expect(alone.status == 3)
        #expect(alone.error.contains("empty.sqlite is empty (0 bytes)"), "\(alone.error)")
        let built = try hig("query", "audio interruption", "--content", "Content", "--index", index, "--limit", "1")
        #expect(built.status == 0, "\(built.error)")
        #expect(built.output.hasPrefix("1. Respond smoothly to audio interruptions."))
    }

    @Test("a truncated index is named damaged or truncated; with its content it is rebuilt")
    func truncatedIndex() throws {
        let (folder, index) = try ingestedIndex("i.sqlite")
        defer { withExtendedLifetime(folder) {} }
        truncate(index, 65_536)
        let alone = try hig("pages", "--index", index)
        #expect(alone.status == 3)
        #expect(alone.error.contains("i.sqlite is damaged"), "\(alone.error)")
        let rebuilt = try hig("query", "audio interruption", "--content", "Content", "--index", index, "--limit", "1")
        #expect(rebuilt.status == 0, "\(rebuilt.error)")
        #expect(rebuilt.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        truncate(index, 40)
        let header = try hig("pages", "--index", index)
        #expect(header.status == 3)
        #expect(header.error.contains("is truncated (40 bytes, shorter than an SQLite header)"), "\(header.error)")
    }

    @Test(
        "an index the user may not read is named so, never 'not a hig index'",
        .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: CommandLineTests.setpriv)))
    func unreadableIndex() throws {
        let (folder, index) = try ingestedIndex("i.sqlite")
        defer { withExtendedLifetime(folder) {} }
        chmod(folder.path, 0o755)
        chmod(index, 0o600)
        let run = try hig(["pages", "--index", index], in: folder.path, nobodyFrom: folder.path)
        #expect(run.status == 3)
        #expect(run.error.contains("i.sqlite cannot be read (Permission denied)"), "\(run.error)")
    }
}
