import GRDB
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

@testable import HIGIndex

/// A glossary phrase of the query and what it answers on the whole shipped HIG.
@Suite("Glossary phrases answered")
struct GlossaryPhraseAnswerTests {
    private static func originals(_ query: String) throws -> [String] {
        let queue = try DatabaseQueue(path: TestIndex.wholePath)
        return try queue.read { db in
            try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db)).terms.map(\.original)
        }
    }

    @Test("a glossary phrase of three words is one term and finds what it names")
    func threeWordPhrase() throws {
        #expect(try Self.originals("three dot menu on a toolbar") == ["three dot menu", "toolbar"])
        let leads = try TestIndex.wholeEngine.search("three dot menu on a toolbar", limit: 3).hits.compactMap {
            $0.practice?.lead
        }
        #expect(leads.first == "Add a More menu to contain additional actions.", "\(leads)")
    }

    @Test("a word the glossary has no group for is read by a neighbour a few words away")
    func neighbourExplainsWord() throws {
        #expect(try Self.originals("carousel of photos with dots") == ["carousel dots", "photos"])
        let pages = try TestIndex.wholeEngine.search("carousel of photos with dots", limit: 3).hits.compactMap {
            $0.practice?.page
        }
        #expect(pages.contains("page-controls"), "\(pages)")
    }
}
