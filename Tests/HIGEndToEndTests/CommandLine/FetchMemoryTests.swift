import Foundation
import HIGTestSupport
import Testing

/// What a huge answer costs the fetch's process: its peak memory as the kernel counts it.
@Suite("hig fetch memory on huge answers", .serialized, .timeLimit(.minutes(2)), .tags(.subprocess, .network))
struct FetchMemoryTests {
    @Test("two 1 GiB pages from a fast loopback server, announced or not, never fill memory")
    func hugePagesStayBounded() throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        let gibibyte = 1 << 30
        try server.inject([
            "launching.json": ["kind": "huge", "size": gibibyte],
            "sheets.json": ["kind": "unannounced", "size": gibibyte],
        ])
        let peakFile = content.path + "/peak"
        let run = try CommandLineTests.run(
            URL(fileURLWithPath: "/usr/bin/time"),
            [
                "-f", "%M", "-o", peakFile, CommandLineTests.executable.path, "fetch", "--content",
                content.path + "/Content", "--base-url", server.baseURL.absoluteString,
            ])
        #expect(run.status == 3)
        #expect(run.error.components(separatedBy: "4194304-byte limit").count == 3, "\(run.error)")
        let kilobytes = try String(contentsOfFile: peakFile, encoding: .utf8).split(separator: "\n").last
            .flatMap { Int($0) }
        // The page limit is 4 MiB; what is read past it must be dropped as it comes, not queued.
        #expect((kilobytes ?? .max) < 300 * 1024, "peak \(kilobytes ?? -1) KB")
    }
}
