import Foundation
import HIGTestSupport
import Testing

@testable import HIGFetch

/// A state file or a language folder planted in the content folder (a cloned repository, a
/// shared snapshot) never leads a fetch to write or delete outside its folder, and a fetch
/// without a language leaves that language's pages alone.
@Suite("Fetching with a planted state file", .serialized, .timeLimit(.minutes(2)), .tags(.network))
struct FetchStateSafetyTests {
    private static let korean = """
        {"identifier":{"url":"doc://com.apple.HIG/kr/documentation/HIG/sheets","interfaceLanguage":"swift"},
        "kind":"article","metadata":{"title":"시트","role":"article"},
        "primaryContentSections":[{"kind":"content","content":[
        {"type":"paragraph","inlineContent":[{"type":"text","text":"시트는 범위가 정해진 작업을 돕습니다."}]}]}]}
        """

    @Test("state file entries that name paths out of the folder are ignored with a warning; nothing outside is deleted")
    func escapingNames() async throws {
        let server = try RecordedServer()
        let outer = try TemporaryDirectory()
        try outer.write("victim/keep.txt", "the user's file")
        let content = outer.path + "/content"
        let victim = outer.path + "/victim"
        let state = """
            {"validators":{"../../../victim":{},"/\(victim.dropFirst())":{},"launching.json":{},
            "kr/../../../../victim":{},"sheets.json":{"etag":"a\\r\\nX-Injected: 1"}},
            "unfinished":["../../../victim"]}
            """
        try outer.write("content/docc-json/apple/.fetch-state.json", state)
        var configuration = FetchTests.configuration(server, into: try TemporaryDirectory())
        configuration.content = content
        let report = try await Fetcher(configuration: configuration).run()
        #expect(FileManager.default.fileExists(atPath: victim + "/keep.txt"))
        #expect(report.failures.isEmpty && report.withdrawn.isEmpty)
        let warning = try #require(report.warnings.first)
        #expect(warning.name == ".fetch-state.json")
        #expect(warning.reason.contains("ignored 5 entries") && warning.reason.contains("'../../../victim'"))
    }

    @Test("a language folder that is a link out of the folder is neither written through nor deleted through")
    func linkedLanguageFolder() async throws {
        let server = try RecordedServer(extra: ["kr/sheets.json": Data(Self.korean.utf8)])
        let outer = try TemporaryDirectory()
        try outer.write("victim/launching.json", "the user's file")
        try outer.write("content/docc-json/apple/.fetch-state.json", #"{"validators":{"kr/launching.json":{}}}"#)
        try FileManager.default.createSymbolicLink(
            atPath: outer.path + "/content/docc-json/apple/kr", withDestinationPath: outer.path + "/victim")
        var configuration = FetchTests.configuration(server, into: try TemporaryDirectory())
        configuration.content = outer.path + "/content"
        configuration.translations = ["kr"]
        let report = try await Fetcher(configuration: configuration).run()
        #expect(try FileManager.default.contentsOfDirectory(atPath: outer.path + "/victim") == ["launching.json"])
        let reasons = Dictionary(report.failures.map { ($0.name, $0.reason) }, uniquingKeysWith: { $1 })
        #expect(reasons["kr/sheets.json"]?.contains("refused") == true)
        #expect(report.withdrawn.isEmpty)
    }

    @Test("a state file that is not JSON is reported and the fetch starts afresh")
    func unreadableState() async throws {
        let server = try RecordedServer()
        let content = try TemporaryDirectory()
        try content.write("docc-json/apple/.fetch-state.json", "{\"validators\": [1, 2")
        let report = try await Fetcher(configuration: FetchTests.configuration(server, into: content)).run()
        #expect(report.new == 3 && report.failures.isEmpty)
        #expect(report.warnings.map(\.reason).first?.hasPrefix("not a fetch state file") == true)
        let saved = try String(contentsOfFile: content.path + "/docc-json/apple/.fetch-state.json", encoding: .utf8)
        #expect(saved.contains("launching.json"))
    }

    @Test("a fetch without --lang keeps the pages of a language an earlier or interrupted run brought")
    func otherLanguagesKept() async throws {
        let server = try RecordedServer(extra: ["kr/sheets.json": Data(Self.korean.utf8)])
        let content = try TemporaryDirectory()
        var korean = FetchTests.configuration(server, into: content)
        korean.translations = ["kr"]
        _ = try await Fetcher(configuration: korean).run()
        let english = FetchTests.configuration(server, into: content)
        let report = try await Fetcher(configuration: english).run()
        #expect(report.withdrawn.isEmpty)
        #expect(FetchTests.fetched("kr/sheets.json", in: content) == Data(Self.korean.utf8))

        try content.write(
            "docc-json/apple/.fetch-state.json",
            #"{"validators":{"kr/sheets.json":{}},"unfinished":["kr/sheets.json"]}"#)
        let resumed = try await Fetcher(configuration: english).run()
        #expect(resumed.withdrawn.isEmpty)
        #expect(FetchTests.fetched("kr/sheets.json", in: content) == Data(Self.korean.utf8))
    }

    @Test("only names a fetch writes are page file names")
    func pageNames() {
        for name in ["launching.json", "kr/sheets.json", "app-icons_2.json"] { #expect(PageFileName.isValid(name)) }
        for name in ["../x.json", "/etc/x.json", "kr/../x.json", "a/b/c.json", "x", ".json", "KR/x.json", "x.JSON"] {
            #expect(!PageFileName.isValid(name), "\(name)")
        }
    }
}
