import Foundation
import GRDB
import HIGTestSupport
import Testing

extension CommandLineTests {
    /// Starts the tool without waiting for it; `finish` reads what it wrote and its status.
    final class Started: @unchecked Sendable {
        let process = Process()
        private let output = Pipe()
        private let error = Pipe()

        init(
            _ arguments: [String], in directory: String, environment extra: [String: String] = [:],
            executable: URL = CommandLineTests.executable
        ) throws {
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ProcessInfo.processInfo.environment.merging(
                ["NO_COLOR": "1"].merging(extra) { _, new in new }
            ) { _, new in new }
            process.standardOutput = output
            process.standardError = error
            try process.run()
        }

        func finish() -> Run {
            CommandLineTests.finish(process, output: output, error: error)
        }
    }

    /// A private copy of the content with its index built.
    private func indexedCopy() throws -> (TemporaryDirectory, content: String, index: String) {
        let directory = try TemporaryDirectory()
        let content = directory.path + "/Content"
        try FileManager.default.copyItem(atPath: TestContent.contentDirectory.path, toPath: content)
        let index = directory.path + "/index/i.sqlite"
        #expect(try hig("ingest", "--content", content, "--index", index).status == 0)
        return (directory, content, index)
    }

    @Test("after one edit, concurrent queries all answer from one update in place, none rebuilds")
    func concurrentQueriesAfterEdit() throws {
        let (directory, content, index) = try indexedCopy()
        let edited = content + "/text/Multitasking.txt"
        let text = try String(contentsOfFile: edited, encoding: .utf8)
        try (text + "\nOne more line of body text.\n").write(toFile: edited, atomically: true, encoding: .utf8)
        let started = try (0..<8).map { _ in
            try Started(
                ["query", "audio interruption", "--content", content, "--index", index, "--limit", "1"],
                in: directory.path)
        }
        let runs = started.map { $0.finish() }
        #expect(runs.allSatisfy { $0.status == 0 }, "\(runs.map(\.error))")
        #expect(runs.allSatisfy { $0.output.hasPrefix("1. Respond smoothly to audio interruptions.") })
        #expect(runs.filter { $0.error.contains("updated in the index") }.count == 1, "\(runs.map(\.error))")
        #expect(!runs.contains { $0.error.contains("indexing") }, "no full rebuild")
    }

    @Test("an index another process keeps locked is reported as locked, never as missing")
    func lockedIndex() throws {
        let (directory, content, index) = try indexedCopy()
        try "\n**A new practice.** Body.\n".write(
            toFile: content + "/text/Extra.txt", atomically: true, encoding: .utf8)
        let holder = try DatabaseQueue(path: index)
        let before = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        let run = try holder.inDatabase { db in
            try db.execute(sql: "BEGIN EXCLUSIVE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try Started(
                ["query", "audio", "--content", content, "--index", index], in: directory.path,
                environment: ["HIG_LOCK_TIMEOUT": "1"]
            ).finish()
        }
        #expect(run.status == 3)
        #expect(run.error.contains("is locked by another process"), "\(run.error)")
        #expect(run.error.contains("i.sqlite"))
        #expect(!run.error.contains("no index yet") && !run.error.contains("not a hig index"))
        let after = try FileManager.default.attributesOfItem(atPath: index)[.modificationDate] as? Date
        #expect(before == after, "the index is not replaced")
    }

    @Test("an ingest waits for another writer of the same index, and says so past the wait")
    func waitingWriter() throws {
        let (directory, content, index) = try indexedCopy()
        let lock = open(directory.path + "/index/.i.sqlite.lock", O_RDWR | O_CREAT, 0o644)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let run = try Started(
            ["ingest", "--content", content, "--index", index], in: directory.path,
            environment: ["HIG_LOCK_TIMEOUT": "1"]
        ).finish()
        #expect(run.status == 3)
        #expect(run.error.contains("waiting for another hig"))
        #expect(run.error.contains("is being updated by another hig process"))
        // Another index in the same folder has a lock of its own.
        let other = directory.path + "/index/other.sqlite"
        let beside = try Started(
            ["ingest", "--content", content, "--index", other], in: directory.path,
            environment: ["HIG_LOCK_TIMEOUT": "1"]
        ).finish()
        #expect(beside.status == 0, "\(beside.error)")
        flock(lock, LOCK_UN)
        #expect(try hig("ingest", "--content", content, "--index", index).status == 0)
    }
}

extension CommandLineTests {
    @Test("HIG_LOCK_TIMEOUT that no wait can use (nan, inf, past 24 days, negative, words) is refused with exit 3")
    func unusableLockTimeout() throws {
        let server = Self.executable.deletingLastPathComponent().appendingPathComponent("hig-mcp")
        for value in ["nan", "inf", "2147484", "1e300", "-1", "soon"] {
            for (executable, arguments) in [(Self.executable, ["pages"]), (server, [String]())] {
                let run = try Started(
                    arguments, in: Self.sandbox.path, environment: ["HIG_LOCK_TIMEOUT": value], executable: executable
                ).finish()
                #expect(run.status == 3, "\(value) \(executable.lastPathComponent): \(run.error)")
                #expect(
                    run.error.contains("HIG_LOCK_TIMEOUT=\"\(value)\" is not a number of seconds from 0 to 2147483"),
                    "\(run.error)")
            }
        }
        let longest = try Started(["pages"], in: Self.sandbox.path, environment: ["HIG_LOCK_TIMEOUT": "2147483"])
            .finish()
        #expect(longest.status == 0, "\(longest.error)")
    }
}
