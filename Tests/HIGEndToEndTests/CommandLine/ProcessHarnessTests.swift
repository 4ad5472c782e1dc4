import Foundation
import HIGTestSupport
import Testing

/// The way the command-line tests read a child's output, checked on a child that is not `hig`.
@Suite("reading a child's output", .tags(.subprocess))
struct ProcessHarnessTests {
    @Test(
        "a child that fills standard error before it writes standard output is read to the end",
        .timeLimit(.minutes(1)))
    func errorBeforeOutput() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A megabyte is many times a pipe's buffer: read in the wrong order, the child blocks on it.
        process.arguments = ["-c", "head -c 1000000 /dev/zero | tr '\\000' e >&2; echo done"]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let run = CommandLineTests.finish(process, output: output, error: error)
        #expect(run.output == "done\n")
        #expect(run.error.utf8.count == 1_000_000)
    }
}
