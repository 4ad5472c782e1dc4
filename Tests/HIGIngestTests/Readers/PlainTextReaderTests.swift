import HIGModel
import HIGTestSupport
import Testing

@Suite("Plain text")
struct PlainTextReaderTests {
    @Test("the Multitasking page copied from the web: imperative paragraphs in sections are practices")
    func multitaskingText() throws {
        let result = SingleFile.ingest("text/Multitasking.txt")
        let page = try #require(result.graph.pages.first)
        #expect(page.title == "Multitasking")
        #expect(result.graph.practices.count == 13)
        let audio = try #require(result.graph.practices.first { $0.lead == "Respond smoothly to audio interruptions." })
        #expect(audio.section == "Best practices")
        #expect(audio.body.contains("• Pause audio indefinitely"))
        #expect(audio.body.contains("For guidance, see Playing audio."))
        // Read alone, it keeps the kind its content folder's SOURCES.md gives it.
        #expect(audio.sources == [SourceLocation(file: "Content/text/Multitasking.txt", line: 27, kind: .appleHIG)])
        // Introductions and notes are not practices even when they start with a verb-like word.
        #expect(!result.graph.practices.contains { $0.lead.hasPrefix("A great multitasking experience") })
        #expect(!result.graph.practices.contains { $0.lead.hasPrefix("TIP") || $0.lead.hasPrefix("NOTE") })
        #expect(page.platforms.contains("ios") && !page.platforms.contains("watchos"))
    }

    @Test("a run-together blog post: the items of its best-practice list are practices")
    func blogList() throws {
        let result = SingleFile.ingest("text/Fast-app-switching-in-iOS-4.txt")
        #expect(result.graph.pages.first?.title == "Fast app switching in iOS 4")
        let leads = result.graph.practices.map(\.lead)
        #expect(leads.count == 12)
        #expect(leads.first == "Save the app state incrementally.")
        #expect(leads.contains("Reduce memory usage and flush caches of data that can be regenerated."))
        let gpu = try #require(result.graph.practices.first { $0.lead.hasPrefix("Do NOT use the GPU") })
        #expect(gpu.strength == .mustNot)
        #expect(gpu.body.hasPrefix("It is off limits in the background."))
    }

    @Test("pandoc plain text: a title line, platform sections and section-level exclusions")
    func pandocPlainText() throws {
        let result = SingleFile.ingest("text/launching.txt")
        #expect(result.graph.pages.first?.title == "Launching")
        let instantly = try #require(result.graph.practices.first { $0.lead == "Launch instantly." })
        #expect(instantly.section == "Best practices")
        let downplay = try #require(result.graph.practices.first { $0.lead == "Downplay the launch experience." })
        #expect(!downplay.platforms.contains("macos"), "Launch screens are not applicable for macOS")
        #expect(downplay.platforms.contains("ios"))
        let orientation = try #require(
            result.graph.practices.first { $0.lead == "Launch in the appropriate orientation." })
        #expect(orientation.platforms == ["ios", "ipados"])
    }
}
