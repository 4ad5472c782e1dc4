import HIGModel
import HIGTestSupport
import Testing

@Suite("DocC JSON and HTML")
struct StructuredReaderTests {
    @Test("DocC render JSON: strong leads, resolved references, see-also pages")
    func doccJSON() throws {
        let result = SingleFile.ingest("docc-json/playing-audio.json")
        #expect(result.diagnostics.isEmpty)
        #expect(result.graph.files.first?.format == "docc-json")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Playing audio")
        #expect(result.graph.practices.count == 19)
        #expect(!result.graph.practices.contains { ["Silence.", "Volume.", "Headphones."].contains($0.lead) })
        let volumeView = try #require(
            result.graph.practices.first { $0.lead.hasPrefix("Use the system-provided volume view") })
        #expect(volumeView.references.contains { $0.kind == .symbol && $0.target == "MPVolumeView" })
        #expect(page.seeAlso.contains { $0.kind == .page && $0.target == "sheets" }, "DocC's automatic see-also")
        #expect(!page.related.contains { $0.kind == .page && $0.target == "sheets" }, "kept apart from Related")
        let nowPlaying = try #require(
            result.graph.practices.first { $0.lead.hasPrefix("Consider presenting a Now Playing view") })
        #expect(nowPlaying.strength == .consider)
    }

    @Test("HTML through libxml2: the title block header is ignored, lines are real")
    func html() throws {
        let result = SingleFile.ingest("html/sheets.html")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Sheets")
        #expect(page.abstract.hasPrefix("A sheet helps people perform a scoped task"))
        #expect(result.graph.practices.count == 19)
        let first = try #require(result.graph.practices.first)
        #expect(first.sources.first?.line ?? 0 > 160)
        let grabber = try #require(
            result.graph.practices.first { $0.lead == "Include a grabber in a resizable sheet." })
        #expect(grabber.platforms == ["ios", "ipados"])
    }

    @Test("JSON that is not a render node is an error with the file named")
    func brokenJSON() throws {
        let (result, _) = try SingleFile.ingest(
            text: "{\"schemaVersion\": {\"major\": 0}, \"primaryContentSections\": [", named: "broken.json")
        #expect(result.diagnostics.map(\.id) == ["ingest.docc-json.invalid"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.file.hasSuffix("broken.json") == true)
    }
}
