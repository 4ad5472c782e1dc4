import Foundation
import HIGKnowledgeBase
import HIGModel
import Testing

/// Every object of a kind has the same keys: an unknown `url` or `edition` is written as null,
/// never left out, in `hig show PAGE` as in `hig pages` and on practices.
@Suite("JSON keys of unknown values")
struct NullKeysTests {
    private let paths = PathDisplay(currentDirectory: "/home/me/hig")

    private func pageObject(_ page: Page) throws -> [String: Any] {
        let data = try JSONEncoder().encode(PageJSON(page: page, practices: [], paths: paths))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root["page"] as? [String: Any])
    }

    @Test("a page no Apple source holds writes url and edition as null")
    func unknownPage() throws {
        let page = try pageObject(Page(id: "fast-app-switching", title: "Fast app switching"))
        #expect(page["url"] is NSNull, "\(page["url"] as Any)")
        #expect(page["edition"] is NSNull, "\(page["edition"] as Any)")
    }

    @Test("a page of Apple's writes its url and edition once")
    func applePage() throws {
        var source = Page(id: "alerts", title: "Alerts")
        source.url = "https://developer.apple.com/design/human-interface-guidelines/alerts"
        source.edition = "2024-02-02"
        let page = try pageObject(source)
        #expect(page["url"] as? String == source.url)
        #expect(page["edition"] as? String == "2024-02-02")
    }

    @Test("a practice no Apple source holds writes url as null")
    func unknownPractice() throws {
        let practice = Practice(
            id: "post/free-memory", lead: "Free memory.", body: "", page: "post", section: "", strength: .should)
        let data = try JSONEncoder().encode(practice)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["url"] is NSNull, "\(object["url"] as Any)")
    }
}
