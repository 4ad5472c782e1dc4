import Foundation
import HIGIndex
import HIGKnowledgeBase
import HIGTestSupport
import Testing

@Suite("Reading while the content is checked", .serialized)
struct CheckedReadingTests {
    typealias Fixture = IncrementalUpdateTests.Fixture

    /// Runs a search through `IndexFreshness.reading`, counting how often the search ran.
    func search(_ query: String, in fixture: Fixture) throws -> (
        leads: [String], runs: Int, events: [IndexFreshness.RebuildEvent]
    ) {
        var runs = 0
        var events: [IndexFreshness.RebuildEvent] = []
        let leads = try IndexFreshness().reading(fixture.location, report: { events.append($0) }) { index in
            runs += 1
            // The pages are articles, shown when every kind is asked for.
            return try SearchEngine(indexPath: index).search(query, filters: .everyKind, limit: 3).hits.map(\.title)
        }
        return (leads, runs, events)
    }

    @Test("a fresh index is read once, and nothing is rebuilt")
    func fresh() throws {
        let fixture = try Fixture()
        let result = try search("audio interruption", in: fixture)
        #expect(result.runs == 1)
        #expect(result.events.isEmpty)
        #expect(result.leads.first == "Respond smoothly to audio interruptions.")
    }

    @Test("after an edit the answer comes from the updated index: the first reading is dropped")
    func edited() throws {
        let fixture = try Fixture()
        try fixture.edit(Fixture.article) { text in
            text.replacingOccurrences(of: "Reduce memory usage", with: "Reduce zebra memory usage")
        }
        let result = try search("zebra memory", in: fixture)
        #expect(result.runs == 2)
        #expect(result.events == [.updated(pages: 1)])
        #expect(result.leads.first?.hasPrefix("Reduce zebra memory usage") == true)
        #expect(try search("zebra memory", in: fixture).runs == 1, "and it is fresh afterwards")
    }

    @Test("an error from the stale index is dropped with its reading; one from a fresh index is thrown")
    func errors() throws {
        struct Refused: Error {}
        let fixture = try Fixture()
        try fixture.edit(Fixture.article) { $0 + "\nOne more line.\n" }
        var runs = 0
        let answer = try IndexFreshness().reading(fixture.location) { _ in
            runs += 1
            if runs == 1 { throw Refused() }
            return "second"
        }
        #expect(answer == "second")
        #expect(throws: Refused.self) {
            try IndexFreshness().reading(fixture.location) { _ -> String in throw Refused() }
        }
    }

    @Test("with its content gone, the index is read as it is, once, with a warning")
    func contentGone() throws {
        let fixture = try Fixture()
        try FileManager.default.removeItem(atPath: fixture.content)
        let result = try search("audio interruption", in: fixture)
        #expect(result.runs == 1)
        #expect(result.events == [.contentMissing([fixture.content])])
        #expect(result.leads.first == "Respond smoothly to audio interruptions.")
    }
}
