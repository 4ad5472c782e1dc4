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

    @Test("jargon the glossary knows is searched through its synonyms, not corrected to a near word")
    func jargonNotCorrected() throws {
        let response = try TestIndex.wholeEngine.search("toast")
        #expect(response.corrections.isEmpty, "\(response.corrections)")
        #expect(response.hits.contains { $0.kind == .practice })
    }

    @Test("a phrase of stop words the taxonomy lists stays a term: too many is minimize the number")
    func phraseOfStopWords() throws {
        let hits = try TestIndex.wholeEngine.search("too many settings", limit: 3).hits.compactMap(\.practice)
        #expect(hits.first?.lead == "Minimize the number of settings you offer.", "\(hits.map(\.lead))")
    }

    /// Apple's Korean toolbars page is of an edition before "Write a concise title" was written.
    @Test("a Korean word's English counts in full for a practice no translation gives Korean")
    func koreanTranslation() throws {
        let response = try TestIndex.wholeEngine.search("툴바 제목", limit: 10)
        let hit = response.hits.first { $0.practice?.lead.hasPrefix("Write a concise title") == true }
        #expect(hit?.practice?.koreanText == nil)
        let coverage = hit?.explanation.factors.compactMap { factor -> Double? in
            if case .coverage(let share, _) = factor { share } else { nil }
        }
        #expect(coverage == [1], "\(String(describing: hit?.explanation))")
    }

    @Test("the page's title counts: a photo as an app icon leans to App icons")
    func pageTitle() throws {
        let hits = try TestIndex.wholeEngine.search("can i use a photo as my app icon", limit: 3).hits
        let appIcons = hits.first { $0.pageTitle == "App icons" }
        #expect(
            appIcons?.explanation.factors.contains {
                if case .pageTitle(let share, _) = $0 { share > 0 } else { false }
            } == true)
        #expect(appIcons?.practice?.lead.hasPrefix("Prefer illustrations to photos") == true)
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

    @Test(
        "any query string is safe: results or a message, never an SQL error",
        arguments: [
            "\"", "\"audio", "(", ")", "audio)", "NEAR(audio interruption", "audio AND OR NOT", "*", "audio*",
            "col:audio", "^audio", "'; DROP TABLE practice; --", "🎧 audio", "🎧", "", "   ", "-", "a", "+-*/",
            String(repeating: "audio ", count: 500), "{lead}: audio", "\u{0}audio", "\"\u{301}audio",
            "audio\"\u{301} interruption",
        ])
    func hostileQueries(query: String) throws {
        let response = try TestIndex.engine.search(query)
        if query.contains("audio") {
            #expect(response.hits.contains { $0.practice?.body.lowercased().contains("audio") == true })
        }
        #expect(!response.hits.isEmpty || response.message != nil)
    }

    @Test("an empty query explains itself")
    func emptyQuery() throws {
        let response = try TestIndex.engine.search("  ")
        #expect(response.hits.isEmpty)
        #expect(response.message?.contains("Empty query") == true)
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
    @Test("a word typed twice weighs as much as typed once")
    func repeatedWord() throws {
        let once = try TestIndex.wholeEngine.search("tab called library").hits
        let twice = try TestIndex.wholeEngine.search("tab called 'My Library' or 'Your Library'").hits
        #expect(twice.map(\.reference) == once.map(\.reference))
        #expect(twice.map(\.score) == once.map(\.score))
    }

    @Test("a Korean word with two particles searches as its stem")
    func stackedParticles() throws {
        let stacked = try TestIndex.wholeEngine.search("독 메뉴에만").hits.map(\.reference)
        #expect(!stacked.isEmpty)
        #expect(stacked == (try TestIndex.wholeEngine.search("독 메뉴").hits.map(\.reference)))
    }

    @Test("a Korean predicate keeps the verb the glossary knows: 멈춰야 하나요 asks about stopping")
    func verbOfPredicate() throws {
        let asked = try TestIndex.wholeEngine.search("영상을 멈춰야 하나요").hits.map(\.reference)
        #expect(!asked.isEmpty)
        #expect(asked == (try TestIndex.wholeEngine.search("영상 멈춰").hits.map(\.reference)))
        #expect(asked != (try TestIndex.wholeEngine.search("영상").hits.map(\.reference)))
    }
}
