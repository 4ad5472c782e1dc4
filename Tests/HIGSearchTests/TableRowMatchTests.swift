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

    @Test func aTermOfSeveralWordsMatchesAsAPhraseFirst() throws {
        let plan = try plan("body text size")
        #expect(TableRowMatch.readings(plan) == [.phrases, .wordsApart])
        let expression = TableRowMatch.expression(plan, contextColumn: "context", reading: .phrases)
        let terms = #"("body" OR "headline") AND ("text size" OR "font size" OR "글자 크기")"#
        let around = #"("body" OR "headline") OR ("text size" OR "font size" OR "글자 크기")"#
        #expect(expression == "(\(terms)) AND ({context} : (\(around)))")
    }

    @Test func readApartTheWordsAsTypedAlsoMatchAroundTheRowAndNoSynonymsDo() throws {
        let expression = TableRowMatch.expression(
            try plan("body text size"), contextColumn: "context", reading: .wordsApart)
        let size = #"(("text size" OR ({context} : ("text" AND "size"))) OR "font size" OR "글자 크기")"#
        let terms = #"("body" OR "headline") AND "# + size
        let around = #"("body" OR "headline") OR "# + size
        #expect(expression == "(\(terms)) AND ({context} : (\(around)))")
    }

    @Test func aQuestionWhosePhrasesAreOnlySynonymsIsReadOnce() throws {
        // "body" has no phrase; "headline" neither: nothing to read apart.
        #expect(TableRowMatch.readings(try plan("body")) == [.phrases])
        let synonymPhrase = FakeLexicon(groups: ["toolbar": ["toolbar", "action bar"]], findable: ["toolbar"])
        let plan = try QueryPlanner().plan("toolbar", lexicon: synonymPhrase)
        #expect(TableRowMatch.readings(plan) == [.phrases])
    }

    @Test func aKoreanWordKeepsItsPrefixMatchAndIsReadOnce() throws {
        let plan = try plan("크기")
        #expect(TableRowMatch.readings(plan) == [.phrases])
        let expression = TableRowMatch.expression(plan, contextColumn: "context", reading: .wordsApart)
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
