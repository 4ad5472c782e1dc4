import Foundation
import HIGIndex
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Prose keeps what the source marked: links resolved to pages of the graph, emphasis and code,
/// lists with their nesting, callouts with their kind, images with their description and
/// address, headings with their levels; the plain text beside it stays as it was.
@Suite("Rich text read from Markdown")
struct RichTextIngestTests {
    static func page(_ graph: RuleGraph) throws -> Page {
        try #require(graph.pages.first { $0.id == "playing-audio" })
    }

    @Test("links go to the page the graph has, and stay addresses otherwise")
    func links() throws {
        let (graph, _) = try RichTextFixture.ingest()
        let intro = try #require(try Self.page(graph).prose)
        let runs = intro.compactMap(\.rich).flatMap(\.runs)
        let sheets = try #require(runs.first { $0.text == "Sheets" }?.link)
        #expect(sheets.kind == .page && sheets.target == "sheets" && sheets.resolved)
        let missing = try #require(runs.first { $0.text == "a page not here" }?.link)
        #expect(missing.kind == .page && !missing.resolved)
        #expect(RichTextRendering.address(of: missing) == RichTextRendering.guidelinesBase + missing.target)
        let symbol = try #require(runs.first { $0.text == "UIView" }?.link)
        #expect(symbol.kind == .symbol && symbol.target == "https://developer.apple.com/documentation/uikit/uiview")
        #expect(runs.contains { $0.text == "emphasis" && $0.has(.emphasis) })
        #expect(runs.contains { $0.text == "AVAudioSession" && $0.has(.code) })
        // The plain text is what it always was.
        #expect(intro.first { $0.text.hasPrefix("See Sheets, a page not here, emphasis") } != nil)
    }

    @Test("callouts, images, lists and heading levels keep their kind")
    func blocks() throws {
        let (graph, _) = try RichTextFixture.ingest()
        let page = try Self.page(graph)
        let intro = try #require(page.prose)
        let callout = try #require(intro.first { $0.rich?.kind == .callout })
        #expect(callout.rich?.callout == "Note")
        #expect(callout.rich?.plainText == "Reorganized guidance in platform considerations.")
        #expect(callout.text == "Note Reorganized guidance in platform considerations.")
        let image = try #require(intro.first { $0.rich?.kind == .image }?.rich)
        #expect(
            image.image
                == RichImage(
                    alt: "A speaker with sound waves.", url: "https://docs-assets.developer.apple.com/speaker.png"))
        #expect(image.plainText == "The speaker plays audio.")
        let best = try #require(page.sections.first { $0.title == "Categories" }?.prose)
        let items = best.compactMap(\.rich).filter { $0.kind == .listItem }
        #expect(
            items.map(\.plainText) == [
                "First category", "A nested kind", "Second category", "One step", "Another step",
            ])
        #expect(items.map { $0.depth ?? 0 } == [1, 2, 1, 1, 1])
        #expect(items.map { $0.ordered == true } == [false, false, false, true, true])
        #expect(page.sections.first { $0.title == "iOS" }?.level == 3)
    }

    @Test("a practice's body keeps its link and its list")
    func practiceBody() throws {
        let (graph, _) = try RichTextFixture.ingest()
        let practice = try #require(graph.practices.first { $0.lead == "Respond smoothly to audio interruptions." })
        let rich = try #require(practice.rich)
        #expect(rich.lead.map(\.text).joined() == "Respond smoothly to audio interruptions.")
        #expect(rich.body.map(\.kind) == [.paragraph, .listItem])
        #expect(rich.body[0].plainText == "Pause audio when a sheet appears:")
        #expect(rich.body[0].runs.first { $0.text == "sheet" }?.link?.resolved == true)
        #expect(practice.body == "Pause audio when a sheet appears:\n• Pause indefinitely for calls.")
    }

    @Test("the index gives a practice back with its rich form")
    func indexRoundTrip() throws {
        let (graph, folder) = try RichTextFixture.ingest()
        let path = folder.url.appendingPathComponent("index.sqlite").path
        try IndexWriter.write(graph, fingerprint: "test", contentPaths: [folder.url.path], to: path)
        let stored = try #require(graph.practices.first { $0.rich != nil })
        let read = try IndexReader(indexPath: path).practice(id: stored.id)
        #expect(read?.rich == stored.rich)
        #expect(read?.body == stored.body)
    }

    @Test("DocC asides are callouts of their kind; images keep their description")
    func doccAside() throws {
        let folder = try TemporaryDirectory()
        let json = """
            {"identifier":{"url":"doc://com.apple.HIG/documentation/HIG/playing-audio"},
             "metadata":{"title":"Playing audio"},
             "abstract":[{"type":"text","text":"Audio."}],
             "primaryContentSections":[{"kind":"content","content":[
               {"type":"paragraph","inlineContent":[{"type":"image","identifier":"speaker.png"}]},
               {"type":"aside","style":"important","name":"Important","content":[
                 {"type":"paragraph","inlineContent":[{"type":"text","text":"Test on a device."}]}]}]}],
             "references":{"speaker.png":{"type":"image","identifier":"speaker.png","alt":"A speaker.",
               "variants":[{"url":"https://docs-assets.developer.apple.com/speaker.png"}]}}}
            """
        try folder.write("playing-audio.json", json)
        let graph = Ingester().ingest(paths: [folder.url.path]).graph
        let prose = try #require(graph.pages.first?.prose).compactMap(\.rich)
        #expect(
            prose.contains { $0.kind == .callout && $0.callout == "Important" && $0.plainText == "Test on a device." })
        #expect(
            prose.contains {
                $0.image == RichImage(alt: "A speaker.", url: "https://docs-assets.developer.apple.com/speaker.png")
            })
    }
}
