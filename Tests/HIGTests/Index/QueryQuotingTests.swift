import Testing

@testable import HIGIndex

@Suite("FTS5 quoting")
struct QueryQuotingTests {
    @Test("every quote is doubled, even one a combining mark joins to the next character")
    func quotesDoubled() {
        #expect(QueryPlan.quoted("audio") == "\"audio\"")
        #expect(QueryPlan.quoted("a\"b") == "\"a\"\"b\"")
        #expect(QueryPlan.quoted("a\"\u{301}b") == "\"a\"\"\u{301}b\"")
        #expect(QueryPlan.quoted("\"") == "\"\"\"\"")
    }
}
