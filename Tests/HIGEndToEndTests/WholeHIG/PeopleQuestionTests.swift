import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Questions as people ask them, on the whole shipped HIG: an API name, a plural, a number.
@Suite("Questions in people's words")
struct PeopleQuestionTests {
    @Test("an API a page lists under Developer documentation finds that page's practices")
    func developerSymbolOfPage() throws {
        let hits = try TestIndex.wholeEngine.search("present a UIActivityViewController", limit: 3).hits
        let pages = hits.compactMap { $0.practice?.page }
        #expect(pages.first == "activity-views", "\(pages)")
    }

    @Test("a plural reaches the table row its singular's synonym does: tap targets on a Mac")
    func pluralReachesTableRow() throws {
        let rows = try TestIndex.wholeEngine.search("how big are tap targets on a Mac").tableRows
        #expect(rows.first?.cells == ["macOS", "28x28 pt", "20x20 pt"], "\(rows.map(\.cells))")
    }

    @Test("people's phone is the iPhone, but a phone number stays a phone number")
    func phoneIsTheIPhone() throws {
        let leads = try TestIndex.wholeEngine.search("phone", limit: 3).hits.compactMap { $0.practice?.lead }
        #expect(leads.count == 3 && leads.allSatisfy { $0.contains("iPhone") }, "\(leads)")
        let numbers = try TestIndex.wholeEngine.search("enter a phone number", limit: 3).hits.compactMap {
            $0.practice?.lead
        }
        #expect(!numbers.contains { $0.contains("iPhone") }, "\(numbers)")
    }
}
