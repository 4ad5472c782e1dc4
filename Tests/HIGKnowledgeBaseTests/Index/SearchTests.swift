import HIGIndex
import HIGKnowledgeBase
import HIGModel
import HIGTestSupport
import Testing

@Suite("Search")
struct SearchTests {
    @Test("English, Korean and typos find the audio interruption practice first")
    func audioInterruption() throws {
        for query in ["audio interruption", "오디오 중단", "audio interuption", "오디오를 중단하면"] {
            #expect(try TestIndex.leads(query).first == "Respond smoothly to audio interruptions.", "\(query)")
        }
    }

    @Test("typo corrections are reported")
    func corrections() throws {
        let response = try TestIndex.engine.search("audio interuption")
        #expect(response.corrections["interuption"]?.hasPrefix("interruption") == true)
    }

    @Test("a particle-bearing Korean word finds the bare word and back: 알림 and 알림을")
    func koreanParticles() throws {
        let bare = try TestIndex.leads("알림", limit: 50)
        let withParticle = try TestIndex.leads("알림을", limit: 50)
        #expect(!bare.isEmpty)
        #expect(bare == withParticle)
    }

    /// The practices that name the background callbacks are the starter pages' article's, so
    /// those queries ask for every kind of source.
    @Test("developer symbols find the practices that name them")
    func symbols() throws {
        #expect(
            try TestIndex.leads("applicationDidEnterBackground", filters: .everyKind, limit: 3).contains {
                $0.hasPrefix("Reduce memory usage")
            })
        #expect(
            try TestIndex.leads("sceneDidEnterBackground", filters: .everyKind, limit: 5).contains {
                $0.hasPrefix("Reduce memory usage")
            })
        #expect(
            try TestIndex.leads("MPVolumeView", limit: 1).first?.hasPrefix("Use the system-provided volume view")
                == true)
    }

    @Test("filters restrict and combine")
    func filters() throws {
        var platform = GuidelineFilter()
        platform.platforms = ["watchos"]
        let watch = try TestIndex.engine.search("notifications", filters: platform, limit: 50).hits.compactMap(
            \.practice)
        #expect(!watch.isEmpty)
        #expect(watch.allSatisfy { $0.platforms.contains("watchos") })
        #expect(!watch.contains { $0.page == "multitasking" }, "Multitasking is not supported in watchOS")

        var combined = GuidelineFilter()
        combined.pages = ["sheets"]
        combined.strengths = ["avoid"]
        let sheets = try TestIndex.engine.search("sheet", filters: combined, limit: 50).hits.compactMap(\.practice)
        #expect(!sheets.isEmpty)
        #expect(sheets.allSatisfy { $0.page == "sheets" && $0.strength == .avoid })

        // The article's practices carry this transition too, so every kind of source is asked for.
        var state = GuidelineFilter.everyKind
        state.states = ["app.inactive>background"]
        let background = try TestIndex.engine.search("", filters: state, limit: 100).hits.compactMap(\.practice)
        #expect(background.contains { $0.lead.hasPrefix("Reduce memory usage") })
        #expect(background.allSatisfy { $0.transitions.contains("app.inactive>background") })
    }

    @Test("pages, states and styles follow the practices")
    func otherKinds() throws {
        let hits = try TestIndex.engine.search("sheet").hits
        let firstOther = try #require(hits.firstIndex { $0.kind != .practice })
        #expect(hits[..<firstOther].allSatisfy { $0.kind == .practice })
        #expect(hits.contains { $0.kind == .style && $0.reference == "sheet" })
        #expect(try TestIndex.engine.search("sceneDidDisconnect").hits.contains { $0.kind == .transition })
    }
}
