import GRDB
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

@testable import HIGIndex

/// How a query's words become the glossary's phrases, over an index of a page that holds every
/// word the queries ask for (so none is taken for a typo) and the shipped taxonomy's glossary.
@Suite("Glossary phrases in a query")
struct GlossaryPhraseTests {
    static let content = try! InlineContent([
        "words.md": """
        # Words

        ## Best practices

        **Add a three dot menu to a toolbar for more actions.** Keep the toolbar uncluttered.

        **Support right to left layouts.** Mirror each layout for a right to left language.

        **Show a carousel of photos with page dots.** The dots show where people are.

        **Ask with a popup that has yes and no buttons.** Name the buttons for what they do.

        **Avoid text that is cut off.** Truncation hides meaning.

        **Use haptics sparingly.** A buzz should mean something.

        **Prefer vector images to PNG bitmaps.** A bitmap blurs when it is scaled.

        **Keep a 4:3 aspect ratio for clips.** Make targets at least 44 points, or 44pt, not px or pixels.

        **Avoid thin fonts and light font weights.** Keep a high contrast ratio and color contrast.

        **Let people swipe down to dismiss.** Swipe to dismiss feels natural.

        **Ask for camera access permission in context.** Say why the app needs it.

        **Use a destructive button style for a delete button.** People notice it before they tap.

        **Support offer redemption for promo codes.** People enter the code in the app.

        **Use standard components.** People know them already.
        > 기본 버튼을 사용합니다. 사람들은 이미 알고 있습니다.

        **Let people use the app with a keyboard alone.** Keep each tip short.
        > 키보드만으로 앱을 쓸 수 있게 합니다. 팁은 짧아야 합니다.
        """
    ])

    private static func originals(_ query: String) throws -> [String] {
        let queue = try DatabaseQueue(path: Self.content.indexPath)
        return try queue.read { db in
            try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db)).terms.map(\.original)
        }
    }

    /// Each term of the query's plan with the synonyms it is searched with.
    private static func synonyms(_ query: String) throws -> [String: [String]] {
        let queue = try DatabaseQueue(path: Self.content.indexPath)
        let terms = try queue.read { db in try QueryPlanner().plan(query, lexicon: IndexLexicon(db: db)).terms }
        return Dictionary(uniqueKeysWithValues: terms.map { ($0.original, $0.synonyms) })
    }

    @Test("a glossary phrase of three words is one term")
    func threeWordPhrase() throws {
        #expect(try Self.originals("three dot menu on a toolbar") == ["three dot menu", "toolbar"])
    }

    @Test("a word the glossary has no group for is read by a neighbour a few words away")
    func neighbourExplainsWord() throws {
        #expect(try Self.originals("carousel of photos with dots") == ["carousel dots", "photos"])
    }

    @Test("a glossary phrase of three words with a stop word inside stays one term")
    func threeWordPhraseWithStopWord() throws {
        #expect(try Self.originals("support right to left layouts") == ["support", "right to left", "layouts"])
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
