import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    /// Runs the tool with standard output sent to `output`; standard error is read back.
    func hig(_ arguments: [String], standardOutput output: FileHandle) throws -> Run {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = CommandLineTests.sandbox.url
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit, "ended by a signal: \(arguments)")
        return Run(status: process.terminationStatus, output: "", error: String(decoding: errorData, as: UTF8.self))
    }

    static let everyWritingCommand: [[String]] = [
        ["query", "audio"], ["pages"], ["states"], ["show", "multitasking"],
        ["cite", "multitasking/respond-smoothly-to-audio-interruptions"], ["checklist"],
        ["checklist", "--format", "json"], ["ingest"], ["--version"], ["--help"],
    ]

    @Test(
        "a full disk is an error exit naming standard output, for every command",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func fullDisk() throws {
        let directory = try TemporaryDirectory()
        let review = directory.path + "/review.md"
        #expect(try hig("checklist", "--page", "sheets", "--output", review).status == 0)
        let commands = Self.everyWritingCommand + [["review", "report", review], ["review", "update", review]]
        for arguments in commands {
            let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
            let run = try hig(arguments, standardOutput: full)
            #expect(run.status == 3, "\(arguments)")
            #expect(run.error.contains("cannot write standard output: No space left on device"), "\(arguments)")
        }
    }

    @Test("a reader that goes away ends the command quietly with 141, never a crash")
    func readerGone() throws {
        let directory = try TemporaryDirectory()
        let review = directory.path + "/review.md"
        #expect(try hig("checklist", "--output", review).status == 0)
        for arguments in [["checklist"], ["review", "report", review, "--format", "markdown"], ["pages"]] {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let run = try hig(arguments, standardOutput: pipe.fileHandleForWriting)
            #expect(run.status == 141, "\(arguments)")
            #expect(!run.error.contains("error"), "\(arguments): \(run.error)")
        }
    }

    @Test("--output refuses a device, a pipe and a folder, even with --force")
    func outputOnlyRegularFiles() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        var targets = [fifo, directory.path, "/proc/self/fd/1"]
        // A device of its own (only root may make one), so that a failure never replaces a shared one.
        let device = directory.path + "/null"
        if mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 { targets.append(device) }
        for target in targets {
            let run = try hig("checklist", "--page", "sheets", "--output", target, "--force")
            #expect(run.status == 3, "\(target)")
            #expect(run.error.contains("is not a regular file"), "\(target): \(run.error)")
        }
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the pipe is still a pipe")
        if targets.contains(device) {
            #expect(lstat(device, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
        }
    }

    @Test("--output --force keeps the replaced file's mode and writes through a link")
    func outputKeepsModeAndLinks() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("private.md", "old")
        chmod(file, 0o600)
        let link = directory.path + "/link.md"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "private.md")
        #expect(try hig("checklist", "--page", "sheets", "--output", link, "--force").status == 0)
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("- [ ] "))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["link.md", "private.md"])
    }
}

extension CommandLineTests {
    @Test("a linked --index is written where the link leads; the link and the index's mode stay")
    func linkedIndex() throws {
        let (directory, real) = try ingestedIndex("real/i.sqlite")
        chmod(real, 0o600)
        let link = directory.path + "/link.sqlite"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        #expect(try hig("ingest", "--index", link).status == 0)
        var status = stat()
        #expect(lstat(link, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "the link is still a link")
        #expect(stat(real, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try hig("query", "audio", "--index", link, "--limit", "1").status == 0)
    }
}
