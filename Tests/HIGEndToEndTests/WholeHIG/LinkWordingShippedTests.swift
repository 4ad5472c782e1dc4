import HIGModel
import HIGTestSupport
import Testing

/// Apple's sheets page reads "consider using a split view in visionOS or a panel in macOS"; the
/// newest Markdown copy of it writes those links with their pages' titles.
@Suite("Link wording on the shipped pages")
struct LinkWordingShippedTests {
    @Test("a guideline's links read as Apple's page words them, not as their pages' titles")
    func sheetsLinks() throws {
        let practice = try #require(
            TestContent.whole.graph.practices.first { $0.lead.hasPrefix("Use a nonmodal view when you want") })
        #expect(
            practice.body.contains("consider using a split view in visionOS or a panel in macOS"), "\(practice.body)")
        let runs = practice.rich?.body.flatMap(\.runs) ?? []
        #expect(runs.contains { $0.text == "split view" && $0.link != nil }, "\(runs.map(\.text))")
    }
}
