import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Sources nobody listed, placed beside the shipped Content: an undated Markdown clipping of
/// Multitasking, Korean study notes of Windows that call it macOS only, a saved HTML page of
/// Sheets and DocC JSON of Launching, each with a practice Apple's newest edition no longer
/// states (`Fixtures/unseen`). Apple's newest edition still decides; nothing is lost.
@Suite("Unseen sources beside the shipped Content")
struct UnseenSourcesTests {
    static let folder = TestContent.packageRoot.appendingPathComponent("Tests/HIGTestSupport/Fixtures/unseen").path

    static let ingested: IngestResult = Ingester(displayPath: TestContent.displayPath).ingest(
        paths: [TestContent.contentDirectory.path, folder], taxonomyPath: TestContent.path("taxonomy.yml"))

    private var graph: RuleGraph { Self.ingested.graph }

    /// Each fixture's guidance that the newest Apple edition lacks.
    static let olderGuidance: [(String, String)] = [
        ("clippings/multitasking.md", "Support Slide Over and Split View on iPad."),
        ("notes/windows.md", "Give each window a distinct color."),
        ("saved/sheets.html", "Give every sheet a title bar with a close box."),
        ("docc/launching.json", "Show an About box while your app launches."),
    ]

    @Test("no practice is current that its page's newest Apple edition lacks")
    func currentMeansApple() {
        let (violations, checked) = AppleAuthority.currentWithoutApple(in: graph)
        #expect(violations.isEmpty, "current without Apple: \(violations)")
        #expect(checked > 1000)
    }

    @Test("each unseen source joins its shipped page", arguments: olderGuidance)
    func joinsPage(file: String, lead: String) throws {
        let practice = try #require(graph.practices.first { $0.lead == lead }, "\(lead) lost")
        let shipped = ["multitasking", "windows", "sheets", "launching"]
        #expect(shipped.contains(practice.page), "\(practice.page)")
    }

    @Test("older guidance stays reachable, labelled and outdated", arguments: olderGuidance)
    func olderIsOutdated(file: String, lead: String) throws {
        let practice = try #require(graph.practices.first { $0.lead == lead }, "\(lead) lost")
        #expect(practice.isOutdated, "\(practice.id) is shown as current")
        let source = try #require(practice.sources.first { $0.file.hasSuffix(file) })
        #expect(source.kind != nil)
    }

    @Test("notes that call Windows macOS only do not narrow its platforms")
    func windowsPlatforms() throws {
        let page = try #require(graph.pages.first { $0.id == "windows" })
        #expect(page.platforms == ["ipados", "macos", "visionos"])
    }

    @Test("every practice of the shipped Content is still there")
    func nothingLost() {
        let ids = Set(graph.practices.map(\.id))
        let lost = TestContent.whole.graph.practices.map(\.id).filter { !ids.contains($0) }
        #expect(lost.isEmpty, "lost: \(lost.prefix(10))")
    }
}
