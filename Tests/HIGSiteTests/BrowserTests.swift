import Foundation
import HIGParsers
import HIGTestSupport
import Testing

/// The site in a real headless Chromium: search answers offline from file://, and hostile text
/// runs nothing. Screenshots are saved under .build/site-screenshots.
@Suite("Static site in Chromium", .serialized, .tags(.browser))
struct BrowserTests {
    func results(for query: String, in folder: String = TestSite.shipped) throws -> [String] {
        let dom = try Chromium.dumpDOM(Chromium.fileURL(folder, "search.html", query: query))
        let root = try #require(HTMLParser.parse(Array(dom.utf8)))
        let list = try #require(root.elements(named: "ol").first { $0.attributes["id"] == "search-results" })
        return list.elements(named: "li").map { item in
            (item.elements(named: "a").first ?? item).textContent.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    @Test("searching \"audio interruption\" shows the audio-interruption practice first")
    func englishSearch() throws {
        let found = try results(for: "audio interruption")
        #expect(found.first == "Respond smoothly to audio interruptions.")
        try Chromium.screenshot(
            Chromium.fileURL(TestSite.shipped, "search.html", query: "audio interruption"),
            name: "search-audio-interruption")
    }

    @Test("searching \"오디오 중단\" shows the same practice first")
    func koreanSearch() throws {
        let found = try results(for: "오디오 중단")
        #expect(found.first == "Respond smoothly to audio interruptions.")
        try Chromium.screenshot(
            Chromium.fileURL(TestSite.shipped, "search.html", query: "오디오 중단"), name: "search-korean")
    }

    @Test("a query that matches nothing says so instead of failing")
    func noResults() throws {
        #expect(try results(for: "zzzqqq xylophone").isEmpty)
        let dom = try Chromium.dumpDOM(Chromium.fileURL(TestSite.shipped, "search.html", query: "zzzqqq"))
        #expect(dom.contains("id=\"search-status\""))
        #expect(
            !dom.contains("id=\"search-status\" role=\"status\" aria-live=\"polite\"></p>"), "the status is filled in")
    }

    @Test("the home, a page, a state and a checklist render; screenshots saved")
    func screenshots() throws {
        for (path, name) in [
            ("index.html", "home"), ("pages/multitasking.html", "page-multitasking"),
            ("states/app.background.html", "state-app-background"),
            ("checklists/multitasking.html", "checklist-multitasking"),
        ] {
            let dom = try Chromium.dumpDOM(Chromium.fileURL(TestSite.shipped, path))
            #expect(dom.contains("<main id=\"main\""), "\(path)")
            #expect(dom.contains("data-lang=\"both\""), "\(path): the language script ran")
            try Chromium.screenshot(Chromium.fileURL(TestSite.shipped, path), name: name)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: Chromium.screenshots)
        #expect(names.contains("home.png") && names.contains("search-korean.png"))
    }

    @Test("hostile page text and search results execute nothing")
    func hostile() throws {
        for path in [
            "pages/evil.html", "index.html", "states/app.background.html", "symbols/index.html", "checklists/evil.html",
        ] {
            let dom = try Chromium.dumpDOM(Chromium.fileURL(TestSite.hostile, path))
            #expect(dom.contains("<main"), "\(path) loaded")
            #expect(!dom.contains(HostileGraph.mark + "="), "\(path): a payload ran")
        }
        let checklist = try Chromium.dumpDOM(Chromium.fileURL(TestSite.hostile, "checklists/evil.html"))
        #expect(checklist.contains("class=\"review-mark\""), "the review controls were made, from hostile text")
        let dom = try Chromium.dumpDOM(Chromium.fileURL(TestSite.hostile, "search.html", query: "zebra"))
        #expect(dom.contains("Zebra crossing"), "the hostile practice is found, as text")
        #expect(!dom.contains(HostileGraph.mark + "="), "search results ran a payload")
    }
}
