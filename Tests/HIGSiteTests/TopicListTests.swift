import Foundation
import HIGParsers
import HIGSite
import HIGTestSupport
import Testing

@Suite("Topic pages of many practices")
struct TopicListTests {
    /// The links of a section of a written page, as (text, href, detail).
    func links(in section: String, of path: String, site: String) throws -> [(String, String, String)] {
        let root = try #require(HTMLParser.parse(Array(try TestSite.html(site, path).utf8)))
        let found = root.elements(named: "section").first { $0.attributes["id"] == section }
        return (found?.elements(named: "li") ?? []).map { item in
            let anchor = item.elements(named: "a").first
            let detail = item.elements(named: "span").first?.textContent ?? ""
            return (anchor?.textContent ?? "", anchor?.attributes["href"] ?? "", detail)
        }
    }

    @Test("past the limit a topic page lists the practices' pages with counts, and every link resolves")
    func pagesPastTheLimit() throws {
        let graph = SiteFixture.graph
        let directory = try TemporaryDirectory()
        let site = directory.path + "/site"
        try TestSite.write(graph, to: site, topicListLimit: 2)
        let about = graph.practices.filter { $0.states.contains("app.background") }
        #expect(about.count > 2)
        let listed = try links(in: "practices", of: "states/app.background.html", site: site)
        var expected: [(String, Int)] = []
        for practice in about {
            if let index = expected.firstIndex(where: { $0.0 == practice.page }) {
                expected[index].1 += 1
            } else {
                expected.append((practice.page, 1))
            }
        }
        #expect(listed.map(\.1) == expected.map { "../pages/\($0.0).html" })
        #expect(listed.map(\.2) == expected.map { $0.1 == 1 ? "1 practice" : "\($0.1) practices" })
        #expect(LinkChecker(folder: site).check().problems.isEmpty)
    }

    @Test("within the limit a topic page lists each practice")
    func practicesWithinTheLimit() throws {
        let graph = SiteFixture.graph
        let directory = try TemporaryDirectory()
        try TestSite.write(graph, to: directory.path + "/site")
        let about = graph.practices.filter { $0.states.contains("app.background") }
        #expect(about.count > 1)
        let listed = try links(in: "practices", of: "states/app.background.html", site: directory.path + "/site")
        #expect(listed.map(\.0) == about.map(\.lead))
    }
}
