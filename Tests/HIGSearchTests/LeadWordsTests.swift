import Testing

@testable import HIGSearch

/// A lead's focus leaves stop words out by asking about each word where it lies in the lead; it
/// must leave out exactly the words a set of the stop words holds, whatever their length.
@Suite("Lead words")
struct LeadWordsTests {
    static let stopWords = RankingModel.standard.stopWords

    @Test(
        "stop words asked in place are the stop words of the set",
        arguments: [
            "respond smoothly to audio interruptions", "a an the to of in on", "i it its into if is",
            "thesis them theme then", "atone a at an and", "애플 앱 에서 를 을", "x", "", "  double  spaces  ",
            "what should my app do when it goes to the background",
        ])
    func stopWordsInPlace(lead: String) {
        let words = LeadWords(lead)
        let asked = LeadWords.StopWords(Self.stopWords)
        for prefixes in [["respond"], ["a", "th"], ["app", "aud", "애"], ["the", "x"]] {
            let bytes = prefixes.map { Array($0.utf8) }
            #expect(
                words.share(startingWithAnyOf: bytes, ignoring: asked)
                    == Self.share(of: lead, prefixes: prefixes, stopWords: Set(Self.stopWords)))
        }
    }

    @Test("every stop word is one, and a word one byte longer or shorter is not")
    func everyStopWord() {
        let asked = LeadWords.StopWords(Self.stopWords)
        let known = Set(Self.stopWords)
        for word in Self.stopWords {
            #expect(asked.contains(ArraySlice(word.utf8)))
            for other in [word + "s", String(word.dropLast())] where !known.contains(other) {
                #expect(!asked.contains(ArraySlice(other.utf8)), "\(other)")
            }
        }
        #expect(!asked.contains(ArraySlice("a-word-longer-than-any-stop-word".utf8)))
    }

    /// The share as the site's script reckons it, over the lead's words as strings.
    static func share(of lead: String, prefixes: [String], stopWords: Set<String>) -> Double {
        let counted = lead.split(separator: " ").map(String.init).filter { !stopWords.contains($0) }
        let matched = counted.filter { word in prefixes.contains { word.hasPrefix($0) } }
        return counted.isEmpty ? 0 : Double(matched.count) / Double(counted.count)
    }
}
