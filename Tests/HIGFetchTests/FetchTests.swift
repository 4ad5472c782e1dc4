import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

@testable import HIGFetch

/// `hig fetch` against a recorded server on 127.0.0.1: the pages it brings, what a second run
/// asks for, and every injected fault leaving the previous files intact.
@Suite("Fetching pages", .serialized, .timeLimit(.minutes(2)), .tags(.network))
struct FetchTests {
    private static let names = ["launching.json", "playing-audio.json", "sheets.json"]

    static func configuration(_ server: RecordedServer, into content: TemporaryDirectory)
        -> FetchConfiguration
    {
        var configuration = FetchConfiguration(
            baseURL: server.baseURL, content: content.path, userAgent: "hig 1.0.0 (fetch)")
        configuration.timeout = 1
        configuration.attempts = 3
        configuration.backoff = 0.05
        configuration.longestRetryAfter = 2
        return configuration
    }

    private static func fetch(_ server: RecordedServer, into content: TemporaryDirectory) async throws -> FetchReport {
        try await Fetcher(configuration: configuration(server, into: content)).run()
    }

    private static func shipped(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: TestContent.path("docc-json/" + name)))
    }

    static func fetched(_ name: String, in content: TemporaryDirectory) -> Data? {
        FileManager.default.contents(atPath: content.path + "/docc-json/apple/" + name)
    }

    @Test("the fetched folder holds the recorded pages byte for byte and ingests into the same pages")
    func fillsFolder() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        let report = try await Self.fetch(server, into: content)
        #expect(report.new == 3 && report.failures.isEmpty)
        for name in Self.names { #expect(Self.fetched(name, in: content) == (try Self.shipped(name))) }
        let taxonomy = TestContent.path("taxonomy.yml")
        let fetched = Ingester().ingest(paths: [content.path], taxonomyPath: taxonomy).graph
        let recorded = Ingester().ingest(paths: [TestContent.path("docc-json")], taxonomyPath: taxonomy).graph
        #expect(fetched.pages.map(\.id) == recorded.pages.map(\.id))
        #expect(fetched.practices.map(\.id) == recorded.practices.map(\.id))
        #expect(fetched.practices.map(\.lead) == recorded.practices.map(\.lead))
        #expect(server.requests().allSatisfy { $0.hasSuffix("hig 1.0.0 (fetch)") })
    }

    @Test("a second run asks conditionally and transfers only the page that changed")
    func secondRun() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        _ = try await Self.fetch(server, into: content)
        let page = server.pages + "/sheets.json"
        var node = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: page))) as? [String: Any])
        node["abstract"] = [["type": "text", "text": "Sheets help people perform a scoped task, revised."]]
        try JSONSerialization.data(withJSONObject: node).write(to: URL(fileURLWithPath: page))
        try server.clearLog()
        let report = try await Self.fetch(server, into: content)
        #expect(report.changed == 1 && report.unchanged == 2 && report.new == 0)
        let pageRequests = server.requests().filter { $0.contains("/human-interface-guidelines/") }
        #expect(pageRequests.filter { $0.hasPrefix("304 ") }.count == 2)
        #expect(pageRequests.filter { $0.hasPrefix("200 ") }.map { $0.contains("sheets.json") } == [true])
        #expect(pageRequests.allSatisfy { !$0.contains(" - ") })
        #expect(Self.fetched("sheets.json", in: content) == (try Data(contentsOf: URL(fileURLWithPath: page))))
    }

    @Test("429 with Retry-After is waited out; 500, truncated JSON, a stall and a redirect keep the previous files")
    func faults() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        _ = try await Self.fetch(server, into: content)
        try server.inject([
            "launching.json": ["kind": "429", "times": 1, "retryAfter": "1"],
            "playing-audio.json": ["kind": "500"],
            "sheets.json": ["kind": "truncate"],
        ])
        let started = Date()
        let report = try await Self.fetch(server, into: content)
        #expect(Date().timeIntervalSince(started) >= 1)
        let failures = Dictionary(report.failures.map { ($0.name, $0.reason) }, uniquingKeysWith: { $1 })
        #expect(failures["launching.json"] == nil)
        let serverError = try #require(failures["playing-audio.json"])
        #expect(serverError.hasPrefix("HTTP 500 (") && serverError.hasSuffix("/playing-audio.json after 3 tries"))
        #expect(failures["sheets.json"]?.hasPrefix("rejected: not DocC render JSON") == true)
        for name in Self.names { #expect(Self.fetched(name, in: content) == (try Self.shipped(name))) }

        try server.inject(["launching.json": ["kind": "stall"], "sheets.json": ["kind": "redirect"]])
        try server.clearLog()
        let second = try await Self.fetch(server, into: content)
        let reasons = Dictionary(second.failures.map { ($0.name, $0.reason) }, uniquingKeysWith: { $1 })
        #expect(reasons["launching.json"]?.contains("in time") == true)
        #expect(reasons["sheets.json"]?.contains("refused") == true)
        #expect(server.requests().allSatisfy { !$0.contains("/elsewhere/") })
        for name in Self.names { #expect(Self.fetched(name, in: content) == (try Self.shipped(name))) }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: content.path + "/docc-json/apple")
        #expect(leftovers.allSatisfy { !$0.hasSuffix(".partial") })
    }

    @Test("an interrupted run resumes: pages it already brought are not asked for again")
    func resumes() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        _ = try await Self.fetch(server, into: content)
        try content.write("docc-json/apple/.fetch-state.json", #"{"validators":{},"unfinished":["launching.json"]}"#)
        try server.clearLog()
        let report = try await Self.fetch(server, into: content)
        #expect(report.resumed == 1 && report.failures.isEmpty)
        #expect(server.requests().allSatisfy { !$0.contains("launching.json") })
        let state = try String(contentsOfFile: content.path + "/docc-json/apple/.fetch-state.json", encoding: .utf8)
        #expect(!state.contains("unfinished"))
    }

    @Test("a page the table of contents no longer lists is deleted; a file the tool did not bring is kept")
    func withdrawn() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        _ = try await Self.fetch(server, into: content)
        try content.write("docc-json/apple/own-notes.json", "{}")
        try FileManager.default.removeItem(atPath: server.pages + "/sheets.json")
        let report = try await Self.fetch(server, into: content)
        #expect(report.withdrawn == ["sheets.json"] && report.unchanged == 2)
        #expect(Self.fetched("sheets.json", in: content) == nil)
        #expect(Self.fetched("own-notes.json", in: content) != nil)
    }

    @Test("Retry-After is read as seconds or as a date; backoff grows with jitter")
    func retryAfter() {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(RetryPolicy.seconds("7", now: now) == 7)
        #expect(RetryPolicy.seconds("Tue, 14 Nov 2023 22:13:30 GMT", now: now) == 10)
        #expect(RetryPolicy.seconds("soon", now: now) == nil)
        let policy = RetryPolicy(attempts: 4, backoff: 1, longestRetryAfter: 60)
        #expect(policy.delay(after: 0, retryAfter: "120") == nil)
        let third = policy.delay(after: 2, retryAfter: nil) ?? 0
        #expect(third >= 2 && third <= 4)
    }

    @Test("Korean pages go under kr/ and attach to their English pages")
    func korean() async throws {
        let korean = """
            {"identifier":{"url":"doc://com.apple.HIG/kr/documentation/HIG/sheets","interfaceLanguage":"swift"},
            "kind":"article","metadata":{"title":"시트","role":"article"},
            "primaryContentSections":[{"kind":"content","content":[
            {"type":"heading","level":2,"text":"권장 사항","anchor":"Best-practices"},
            {"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"시트는 간단한 작업에 사용하세요."}]},{"type":"text","text":" 시트는 범위가 정해진 작업을 돕습니다."}]}]}]}
            """
        let server = try RecordedServer(extra: ["kr/sheets.json": Data(korean.utf8)])
        let content = try TemporaryDirectory()
        var configuration = Self.configuration(server, into: content)
        configuration.translations = ["kr"]
        let report = try await Fetcher(configuration: configuration).run()
        #expect(report.files.map(\.name).contains("kr/sheets.json"))
        #expect(Self.fetched("kr/sheets.json", in: content) == Data(korean.utf8))
        let graph = Ingester().ingest(paths: [content.path], taxonomyPath: TestContent.path("taxonomy.yml")).graph
        let sheets = try #require(graph.page(id: "sheets"))
        #expect(sheets.title == "Sheets")
        #expect(sheets.sources.contains { $0.hasSuffix("kr/sheets.json") })
        #expect(graph.pages.count == 3)
    }

    @Test("only https, or http to this machine, is used")
    func policy() async throws {
        let content = try TemporaryDirectory()
        let configuration = FetchConfiguration(
            baseURL: URL(string: "http://example.com")!, content: content.path, userAgent: "hig")
        await #expect(throws: FetchError.self) { try await Fetcher(configuration: configuration).run() }
        #expect(URLPolicy(base: FetchConfiguration.appleBase).problem == nil)
        #expect(!URLPolicy(base: FetchConfiguration.appleBase).allows(URL(string: "https://example.com/x")!))
    }

    @Test("nothing but the fetcher makes network requests")
    func onlyFetchUsesNetwork() throws {
        let sources = TestContent.packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") && !file.hasPrefix("HIGFetch/") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("URLSession") && !text.contains("FoundationNetworking"), "\(file)")
        }
    }
}
