import HIGSearch
import Testing

/// The FTS5 expressions that find and order the rows of Apple's tables.
struct TableRowMatchTests {
    let lexicon = FakeLexicon(
        groups: [
            "text size": ["text size", "font size", "글자 크기"], "body": ["body", "headline"],
            "글자 크기": ["글자 크기", "text size"], "font size": ["font size", "text size", "글자 크기"],
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

    @Test func aSynonymKeepingAWordTypedIsReadApartOnlyInTheWidenedExpression() throws {
        func expressions(_ query: String) throws -> [String?] {
            let plan = try plan(query)
            return [
                TableRowMatch.expression(plan, contextColumn: "context"),
                TableRowMatch.widenedExpression(plan, contextColumn: "context"),
            ]
        }
        let bodyFont = try expressions("body font size")
        let typed = #"(("font size" OR ({context} : ("font" AND "size"))) OR "text size" OR "글자 크기")"#
        let widened =
            #"(("font size" OR ({context} : ("font" AND "size"))) OR ("text size" OR ({context} : ("text" AND "size"))) OR "글자 크기")"#
        let body = #"("body" OR "headline")"#
        #expect(
            bodyFont == [
                "(\(body) AND \(typed)) AND ({context} : (\(body) OR \(typed)))",
                "(\(body) AND \(widened)) AND ({context} : (\(body) OR \(widened)))",
            ])
        // "font size", a synonym of "text size" typed, keeps "size"; "글자 크기" keeps no word.
        let widenedText = try #require(try expressions("body text size")[1])
        #expect(widenedText.contains(#"("font size" OR ({context} : ("font" AND "size")))"#))
        #expect(!widenedText.contains(#"("글자" AND "크기")"#))
        // A synonym sharing no word with what was typed stays whole: there is no widened expression.
        #expect(try expressions("body")[1] == nil)
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
    /// A row as the ordering sees it: its section, whether it says a query word as typed, whether
    /// its table is one the page opens on, its name.
    private struct OrderedRow: Equatable {
        var section: String
        var typed = true
        var opensOn = true
        var name: String?
    }

    private func reordered(_ rows: [OrderedRow]) -> [OrderedRow] {
        TableRowMatch.sameRowInOtherSections(
            rows, section: \.section, typed: \.typed, opensOn: \.opensOn, name: \.name)
    }

    @Test func theRowTheQuestionNamesComesFromEachSectionOnce() {
        let body = { (section: String) in OrderedRow(section: section, name: "Body") }
        let otherTab = OrderedRow(section: "watchOS", opensOn: false, name: "Body")
        let rows = [
            body("tvOS"), OrderedRow(section: "tvOS", typed: false, name: "Headline"),
            OrderedRow(section: "macOS", name: "Headline"), body("macOS"), body("macOS"), otherTab,
            OrderedRow(section: "iOS", typed: false, name: "Body"), body("iOS"), body("watchOS"), body("tvOS"),
        ]
        #expect(
            reordered(rows) == [
                body("tvOS"), body("macOS"), body("iOS"), body("watchOS"),
                OrderedRow(section: "tvOS", typed: false, name: "Headline"),
                OrderedRow(section: "macOS", name: "Headline"), body("macOS"), otherTab,
                OrderedRow(section: "iOS", typed: false, name: "Body"), body("tvOS"),
            ])
    }

    @Test func aFirstRowFoundByTheWordsAroundItNamesNoRow() {
        let rows = [
            OrderedRow(section: "a", typed: false, name: "iOS"), OrderedRow(section: "a", name: "macOS"),
            OrderedRow(section: "b", name: "iOS"),
        ]
        #expect(reordered(rows) == rows)
        let unnamed = [OrderedRow(section: "a", name: nil), OrderedRow(section: "b", name: nil)]
        #expect(reordered(unnamed) == unnamed)
    }
}
