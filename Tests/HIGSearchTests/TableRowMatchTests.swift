import HIGSearch
import Testing

/// The FTS5 expressions that find and order the rows of Apple's tables.
struct TableRowMatchTests {
    let lexicon = FakeLexicon(
        groups: [
            "text size": ["text size", "font size", "글자 크기"], "body": ["body", "headline"],
            "글자 크기": ["글자 크기", "text size"],
        ],
        findable: ["text", "size", "body", "headline", "font"])

    func plan(_ query: String) throws -> QueryPlan {
        try QueryPlanner().plan(query, lexicon: lexicon)
    }

    @Test func aPhraseAsTypedAlsoMatchesByItsWordsAroundTheRowAndNoSynonymDoes() throws {
        let expression = TableRowMatch.expression(try plan("body text size"), contextColumn: "context")
        let size = #"(("text size" OR ({context} : ("text" AND "size"))) OR "font size" OR "글자 크기")"#
        let terms = #"("body" OR "headline") AND "# + size
        let around = #"("body" OR "headline") OR "# + size
        #expect(expression == "(\(terms)) AND ({context} : (\(around)))")
    }

    @Test func aKoreanPhraseIsReadApartThroughItsEnglishToo() throws {
        let expression = TableRowMatch.expression(try plan("글자 크기"), contextColumn: "context")
        let term =
            #"(("글자 크기" OR ({context} : ("글자" AND "크기"))) OR ("text size" OR ({context} : ("text" AND "size"))))"#
        #expect(expression == "(\(term)) AND ({context} : (\(term)))")
    }

    @Test func aKoreanWordKeepsItsPrefixMatch() throws {
        let expression = TableRowMatch.expression(try plan("크기"), contextColumn: "context")
        #expect(expression == #"("크기"*) AND ({context} : ("크기"*))"#)
    }

    @Test func rowsSayingAWordAsTypedAreAskedWithoutItsSynonyms() throws {
        #expect(
            TableRowMatch.typedInCells(try plan("body text size"), cellsColumn: "cells")
                == #"{cells} : ("body" OR "text size")"#)
        // A Korean word's English says it as typed.
        #expect(
            TableRowMatch.typedInCells(try plan("글자 크기"), cellsColumn: "cells")
                == #"{cells} : (("글자 크기" OR "text size"))"#)
    }

    @Test func aQuoteInsideAWordStaysInsideItsString() {
        #expect(TableRowMatch.words(ofPhrase: #""say ""hi"" now""#) == ["say", #""hi""#, "now"])
        #expect(TableRowMatch.words(ofPhrase: #""오디오"*"#) == nil)
        #expect(TableRowMatch.words(ofPhrase: #"""#) == nil)
    }
}
