import GRDB
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

@testable import HIGIndex

/// How a query's words become the glossary's phrases, on the whole shipped HIG's index.
@Suite("Glossary phrases in a query")
struct GlossaryPhraseTests {
    private static func originals(_ query: String) throws -> [String] {
        let queue = try DatabaseQueue(path: TestIndex.wholePath)
        return try queue.read { db in
            try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db)).terms.map(\.original)
        }
    }

    /// Each term of the query's plan with the synonyms it is searched with.
    private static func synonyms(_ query: String) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: TestIndex.wholePath)
        let terms = try queue.read { db in try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db)).terms }
        return Dictionary(uniqueKeysWithValues: terms.map { ($0.original, $0.synonyms) })
    }

    @Test("a glossary phrase of three words is one term and finds what it names")
    func threeWordPhrase() throws {
        #expect(try Self.originals("three dot menu on a toolbar") == ["three dot menu", "toolbar"])
        let leads = try TestIndex.wholeEngine.search("three dot menu on a toolbar", limit: 3).hits.compactMap {
            $0.practice?.lead
        }
        #expect(leads.first == "Add a More menu to contain additional actions.", "\(leads)")
    }

    @Test("a glossary phrase of three words with a stop word inside stays one term")
    func threeWordPhraseWithStopWord() throws {
        #expect(try Self.originals("support right to left layouts") == ["support", "right to left", "layouts"])
    }

    @Test("a word the glossary has no group for is read by a neighbour a few words away")
    func neighbourExplainsWord() throws {
        #expect(try Self.originals("carousel of photos with dots") == ["carousel dots", "photos"])
        let pages = try TestIndex.wholeEngine.search("carousel of photos with dots", limit: 3).hits.compactMap {
            $0.practice?.page
        }
        #expect(pages.contains("page-controls"), "\(pages)")
    }

    @Test("two words the glossary knows apart are not read as one phrase across others")
    func knownWordsStayApart() throws {
        #expect(try Self.originals("popup with yes and no buttons") == ["popup", "yes", "no", "buttons"])
    }

    @Test("a Korean question's 얼마 and light verb 쓸 say how it is asked; 만으로 is a particle")
    func koreanQuestionWords() throws {
        #expect(try Self.originals("키보드만으로 쓸 수 있나요") == ["키보드"])
        #expect(try Self.originals("팁은 얼마나 짧아야 하나요") == ["팁", "짧아"])
    }

    @Test("everyday words are the guidelines' own through the glossary: cut off, buzz, PNG, 기본 버튼")
    func everydayWords() throws {
        let synonyms = try Self.synonyms("text cut off buzz png 기본 버튼")
        #expect(synonyms["cut off"]?.contains("truncation") == true, "\(synonyms)")
        #expect(synonyms["buzz"]?.contains("haptics") == true, "\(synonyms)")
        #expect(synonyms["png"]?.contains("bitmap") == true, "\(synonyms)")
        #expect(synonyms["기본 버튼"]?.contains("standard components") == true, "\(synonyms)")
    }

    @Test("a ratio and a measure's units are the pages' words: 4:3 is an aspect ratio, 44pt is 44 points")
    func ratiosAndUnits() throws {
        let synonyms = try Self.synonyms("4:3 clips at 44pt in px")
        #expect(synonyms["4 3"]?.contains("aspect ratio") == true, "\(synonyms)")
        #expect(synonyms["pt"]?.contains("points") == true, "\(synonyms)")
        #expect(synonyms["px"]?.contains("pixels") == true, "\(synonyms)")
        #expect(synonyms.keys.contains("44"), "\(synonyms)")
    }

    @Test("thin fonts, a contrast ratio, swipe down, camera access, a delete button and promo codes")
    func everydayWordsOfMeasuresAndGestures() throws {
        let synonyms = try Self.synonyms(
            "thin fonts contrast ratio swipe down camera access delete button promo codes")
        #expect(synonyms["thin fonts"]?.contains("light font weights") == true, "\(synonyms)")
        #expect(synonyms["contrast ratio"]?.contains("color contrast") == true, "\(synonyms)")
        #expect(synonyms["swipe down"]?.contains("swipe to dismiss") == true, "\(synonyms)")
        #expect(synonyms["camera access"]?.contains("permission") == true, "\(synonyms)")
        #expect(synonyms["delete button"]?.contains("destructive button") == true, "\(synonyms)")
        #expect(synonyms["promo codes"]?.contains("offer redemption") == true, "\(synonyms)")
    }
}
