import Foundation
import HIGTestSupport
import Testing

@testable import HIGFetch

/// What a fetch bounds: the size of an answer, the durations it is given, and the temporary
/// files killed runs leave behind.
@Suite("Fetch limits and leftovers", .serialized, .timeLimit(.minutes(2)), .tags(.network))
struct FetchLimitsTests {
    @Test("an answer over 4 MiB, announced or not, is not read past the limit and keeps the previous file")
    func hugeAnswer() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        let configuration = FetchTests.configuration(server, into: content)
        _ = try await Fetcher(configuration: configuration).run()
        let before = try #require(FetchTests.fetched("launching.json", in: content))
        try server.inject(["launching.json": ["kind": "huge"], "sheets.json": ["kind": "unannounced"]])
        try server.clearLog()
        let report = try await Fetcher(configuration: configuration).run()
        let reasons = Dictionary(report.failures.map { ($0.name, $0.reason) }, uniquingKeysWith: { $1 })
        for name in ["launching.json", "sheets.json"] {
            #expect(reasons[name]?.contains("over the 4194304-byte limit") == true, "\(name)")
            #expect(server.requests().filter { $0.contains(name) }.count == 1, "asked once: \(name)")
        }
        #expect(FetchTests.fetched("launching.json", in: content) == before)
    }

    @Test("a duration that cannot be waited (infinite, 1e16 s, not a number) is refused before any request")
    func durations() async throws {
        let content = try TemporaryDirectory()
        for seconds in [Double.infinity, 1e16, .nan, -1, 0] {
            var configuration = FetchConfiguration(
                baseURL: URL(string: "http://127.0.0.1:9")!, content: content.path, userAgent: "hig")
            configuration.timeout = seconds
            #expect(configuration.problem != nil, "\(seconds)")
            await #expect(throws: FetchError.self) { try await Fetcher(configuration: configuration).run() }
        }
        var backoff = FetchConfiguration(baseURL: FetchConfiguration.appleBase, content: content.path, userAgent: "")
        backoff.backoff = .infinity
        #expect(backoff.problem != nil)
    }

    @Test("a killed fetch's temporary files are removed by the next; a live one's and look-alikes are kept")
    func leftovers() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        let ended = try EndedProcess.identifier()
        let live = getpid()
        let uuid = UUID().uuidString
        let abandoned = [
            ".launching.json.\(ended).\(uuid).partial", "..fetch-state.json.\(ended).\(uuid).partial",
            "kr/.sheets.json.\(ended).\(uuid).partial",
        ]
        let kept = [
            ".launching.json.\(live).\(uuid).partial", ".notes.partial", ".launching.json.\(ended).x.partial",
            ".my notes.\(ended).\(uuid).partial", "launching.json.\(ended).\(uuid).partial",
        ]
        for name in abandoned + kept { try content.write("docc-json/apple/" + name, "part") }
        _ = try await Fetcher(configuration: FetchTests.configuration(server, into: content)).run()
        let folder = content.path + "/docc-json/apple/"
        for name in abandoned { #expect(!FileManager.default.fileExists(atPath: folder + name), "\(name)") }
        for name in kept { #expect(FileManager.default.fileExists(atPath: folder + name), "\(name)") }
    }

    @Test("network failures are worded with the host and address, never as a raw NSError")
    func networkWording() {
        let url = URL(string: "http://127.0.0.1:9/tutorials/data/index")!
        let refused = NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotConnectToHost)
        let text = NetworkFailure.describe(refused, url: url, timeout: 3)
        #expect(text.hasPrefix("cannot connect to 127.0.0.1:9 (http://127.0.0.1:9/tutorials/data/index)"))
        #expect(!text.contains("NSURLErrorDomain") && !text.contains("Error Domain"))
        let unknown = NetworkFailure.describe(NSError(domain: NSURLErrorDomain, code: -1), url: url, timeout: 3)
        #expect(unknown.contains("127.0.0.1:9") && !unknown.contains("NSURLErrorDomain"))
    }
}
