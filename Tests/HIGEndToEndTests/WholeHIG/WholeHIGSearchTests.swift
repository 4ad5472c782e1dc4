import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Search on the whole shipped HIG: answers, corrections and Korean words that hold on the real pages.
@Suite("Search on the whole HIG")
struct WholeHIGSearchTests {
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
