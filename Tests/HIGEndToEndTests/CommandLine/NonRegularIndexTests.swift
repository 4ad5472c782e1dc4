import Foundation
import HIGTestSupport
import Testing

/// A FIFO, a folder or a device where an index file should be is refused, never waited on.
extension CommandLineTests {
    /// Runs the tool, ending it if it is still waiting after two minutes (as it did on a FIFO),
    /// so that a hang fails the test instead of stalling the suite.
    func higUnlessStuck(_ arguments: String...) throws -> Run {
        let started = try Started(arguments, in: CommandLineTests.sandbox.path)
        DispatchQueue.global().asyncAfter(deadline: .now() + 120) {
            if started.process.isRunning { started.process.terminate() }
        }
        return started.finish()
    }

    @Test("a FIFO as --index is refused with exit 3, never opened to wait for a writer, and left a FIFO")
    func fifoIndex() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/pipe.sqlite"
        #expect(mkfifo(fifo, 0o644) == 0)
        let alone = try higUnlessStuck("pages", "--index", fifo)
        #expect(alone.status == 3)
        #expect(alone.error.contains("pipe.sqlite is a FIFO (named pipe), not an index file"), "\(alone.error)")
        let withContent = try higUnlessStuck("query", "audio", "--content", "Content", "--index", fifo)
        #expect(withContent.status == 3)
        #expect(withContent.error.contains("not replacing \(fifo)"), "\(withContent.error)")
        var info = stat()
        #expect(stat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
    }

    @Test("a FIFO on either side of hig diff is refused with exit 3")
    func fifoDiffSide() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        for arguments in [[fifo, "Content/text"], ["Content/text", fifo]] {
            let run = try higUnlessStuck("diff", arguments[0], arguments[1])
            #expect(run.status == 3)
            #expect(run.error.contains("is a FIFO (named pipe)"), "\(run.error)")
        }
    }

    @Test("a character device as --index is never replaced")
    func deviceIndex() throws {
        let run = try higUnlessStuck("query", "audio", "--content", "Content", "--index", "/dev/null")
        #expect(run.status == 3)
        #expect(run.error.contains("/dev/null with an index: it is a character device"), "\(run.error)")
    }
}

/// `--content` must name a folder that holds pages: anything else built an empty index, exit 0.
extension CommandLineTests {
    @Test("--content naming a file or a FIFO is an environment error that says what it is")
    func contentNotAFolder() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("page.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let fifo = directory.path + "/pipe"
        #expect(mkfifo(fifo, 0o644) == 0)
        for (content, kind) in [(file, "a file"), (fifo, "a FIFO (named pipe)")] {
            let run = try higUnlessStuck(
                "query", "alerts", "--content", content, "--index", directory.path + "/i.sqlite")
            #expect(run.status == 3)
            #expect(run.error.contains("the content \(content) is \(kind), not a folder"), "\(run.error)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/i.sqlite"))
    }

    @Test("--content naming an empty folder, or one with no page in it, is an environment error; no index is written")
    func contentWithoutPages() throws {
        let directory = try TemporaryDirectory()
        let empty = directory.path + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        try directory.write("images/logo.png", "\u{89}PNG")
        for content in [empty, directory.path + "/images"] {
            let index = directory.path + "/i.sqlite"
            for command in [["query", "alerts"], ["ingest"]] {
                let run = try hig(command + ["--content", content, "--index", index])
                #expect(run.status == 3)
                #expect(run.error.contains("the content \(content) holds no pages"), "\(run.error)")
            }
            #expect(!FileManager.default.fileExists(atPath: index))
        }
    }
}
