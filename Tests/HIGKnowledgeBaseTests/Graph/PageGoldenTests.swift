import Foundation
import HIGIngest
import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

/// One short page per input format, read alone with the shipped taxonomy, against a reviewed
/// golden file under Snapshots/pages: a change in what a reader extracts shows as a diff of the
/// one page it touches.
@Suite("Golden pages, one per format")
struct PageGoldenTests {
    static let fixtures = "Tests/HIGTestSupport/Fixtures/golden"

    /// The format a fixture must be read as names its folder and its golden file.
    struct Fixture: CustomTestStringConvertible, Sendable {
        var format: String
        var file: String
        var testDescription: String { "\(format): \(file)" }
    }

    static let all = [
        Fixture(format: "docc-json", file: "launching.json"),
        Fixture(format: "html", file: "alerts.html"),
        Fixture(format: "markdown", file: "modality.clip.md"),
        Fixture(format: "markdown-bilingual", file: "launching.ko.md"),
        Fixture(format: "docc-markdown", file: "WWDC20-10063-Background-execution-demystified.md"),
        Fixture(format: "text", file: "Fast-app-switching-in-iOS-4.txt"),
    ]

    /// What ingest made of the file: `page` and `practices` in the shape `hig show PAGE --format
    /// json` prints, with the file's format and the diagnostics it got.
    struct PageSlice: Encodable {
        var files: [IngestedFile]
        var diagnostics: [Diagnostic]
        var page: Page
        var practices: [Practice]
    }

    @Test("a page read alone matches its golden file", arguments: all)
    func page(_ fixture: Fixture) throws {
        let path = TestContent.packageRoot.appendingPathComponent("\(Self.fixtures)/\(fixture.format)/\(fixture.file)")
        let result = Ingester(displayPath: TestContent.displayPath).ingest(
            paths: [path.path], taxonomyPath: TestContent.path("taxonomy.yml"))
        let graph = result.graph
        #expect(graph.files.map(\.format) == [fixture.format])
        let page = try #require(graph.pages.first)
        #expect(graph.pages.count == 1)
        let slice = PageSlice(
            files: graph.files, diagnostics: result.diagnostics, page: page,
            practices: graph.practices.filter { $0.page == page.id })
        try Snapshot.assertMatches(try JSONWriter.encode(slice) + "\n", named: "pages/\(fixture.format).json")
    }
}
