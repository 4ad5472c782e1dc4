import Testing

@testable import HIGIngest

@Suite("Practice IDs of equal leads")
struct UniqueSlugsTests {
    @Test("a long list of equal leads is numbered in one step each, not by trying every number again")
    func equalLeads() {
        var slugs = UniqueSlugs()
        let count = 5_000
        let ids = (0..<count).map { _ in slugs.claim("keep-it-short") }
        #expect(ids.prefix(3) == ["keep-it-short", "keep-it-short-2", "keep-it-short-3"])
        #expect(ids.last == "keep-it-short-\(count)")
        #expect(Set(ids).count == count)
        #expect(slugs.probes < 2 * count, "\(slugs.probes) names tried for \(count) leads")
    }

    @Test("a lead whose slug is already numbered keeps the numbering as before")
    func numberedLead() {
        var slugs = UniqueSlugs()
        let ids = ["x-3", "x", "x", "x", "x", "x-2"].map { slugs.claim($0) }
        #expect(ids == ["x-3", "x", "x-2", "x-4", "x-5", "x-2-2"])
    }
}
