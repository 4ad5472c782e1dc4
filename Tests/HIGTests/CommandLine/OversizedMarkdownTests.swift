import Foundation
import Testing

extension CommandLineTests {
    @Test("a million bold runs on one line are read in bounded memory, with a warning naming the line")
    func millionBoldRuns() throws {
        let directory = try TemporaryDirectory()
        let text = "# Stress\n\n## Best practices\n\n" + String(repeating: "**a** ", count: 1_000_000) + "\n"
        try directory.write("Content/stress.md", text)
        let run = try hig("ingest", "--content", directory.path + "/Content", "--index", directory.path + "/i.sqlite")
        #expect(run.status == 0)
        #expect(run.error.contains("stress.md:5:1: warning: [ingest.markdown.oversized]"))
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        // ru_maxrss is in KiB: the largest of this process's finished children so far.
        #expect(usage.ru_maxrss < 256 * 1024, "peak \(usage.ru_maxrss / 1024) MiB")
    }
}
