import Foundation
import HIGTestSupport
import Testing

/// `hig fetch` and `hig diff` as a user runs them, against the recorded server on 127.0.0.1.
@Suite("hig fetch and hig diff on the command line", .serialized, .timeLimit(.minutes(2)), .tags(.subprocess, .network))
struct FetchCommandTests {
    @Test("fetch fills the folder, reports a failed page with exit code 3, and diff sees no change")
    func fetchThenDiff() throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        let cli = CommandLineTests()
        let base = server.baseURL.absoluteString
        let first = try cli.hig(["fetch", "--content", content.path, "--base-url", base, "--timeout", "5"])
        #expect(first.status == 0)
        #expect(first.error.contains("3 new, 0 changed, 0 unchanged, 0 failed"))
        try FileManager.default.copyItem(atPath: content.path, toPath: content.path + "-before")
        defer { try? FileManager.default.removeItem(atPath: content.path + "-before") }

        try server.inject(["sheets.json": ["kind": "404"]])
        let second = try cli.hig(["fetch", "--content", content.path, "--base-url", base, "--timeout", "5"])
        #expect(second.status == 3)
        #expect(second.error.contains("sheets.json: HTTP 404"))
        #expect(second.error.contains("0 new, 0 changed, 2 unchanged, 1 failed"))

        let diff = try cli.hig(["diff", content.path + "-before", content.path, "--format", "json"])
        #expect(diff.status == 0)
        #expect(diff.output.contains("\"pages\" : [\n\n  ]") || diff.output.contains("\"pages\" : []"))
        let refused = try cli.hig(["fetch", "--content", content.path, "--base-url", "http://example.com"])
        #expect(refused.status == 3 && refused.error.contains("only https"))
    }
}
