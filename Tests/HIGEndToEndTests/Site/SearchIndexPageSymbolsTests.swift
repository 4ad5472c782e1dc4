import Foundation
import HIGModel
import HIGSearch
import Testing

@testable import HIGSite

/// The site's search data writes a page's developer symbols once, not on every practice of the
/// page: on the whole HIG that kept it over 4 MB. `SiteAgreementTests` holds the ranking equal.
@Suite("the search data's page symbols")
struct SearchIndexPageSymbolsTests {
    @Test func pageSymbolsAreWrittenOnceAndTheDataStaysUnderFourMegabytes() throws {
        let script = try SiteSearchIndex.wholeHIG().script()
        #expect(script.count < 4_000_000, "the search data the site loads: \(script.count) bytes")
        let prefix = "window.HIG_SEARCH = "
        let json = script.dropFirst(prefix.utf8.count).dropLast(2)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let pageSymbols = try #require(object["pageSymbols"] as? [String])
        let docs = try #require(object["docs"] as? [[String: Any]])
        let buttons = docs.filter { ($0["id"] as? String)?.hasPrefix("buttons/") == true }
        let shared = Set(buttons.compactMap { $0["s"] as? Int })
        #expect(shared.count == 1)
        let index = try #require(shared.first)
        #expect(pageSymbols[index].split(separator: " ").contains("uibutton"))
        let symbolsField = try #require(RankingModel.standard.fields.firstIndex { $0.name == "symbols" })
        #expect(
            buttons.allSatisfy { doc in
                (doc["f"] as? [String]).map { !$0[symbolsField].contains("uibutton") } == true
            })
    }
}
