import Foundation
import HIGParsers
import HIGSite
import HIGTestSupport
import Testing

/// The site of the navigation fixture: the home as Apple's hierarchy, and every page's way around it.
@Suite("Site navigation")
struct SiteNavigationTests {
    static let site: String = {
        let folder = NavigationFixture.folder.path + "-site"
        try! TestSite.write(NavigationFixture.graph, to: folder)
        return folder
    }()

    func document(_ path: String) throws -> HTMLNode {
        try #require(HTMLParser.parse(Array(try TestSite.html(Self.site, path).utf8)))
    }

    func element(_ name: String, labelled label: String, in root: HTMLNode) -> HTMLNode? {
        root.elements(named: name).first { $0.attributes["aria-label"] == label }
    }

    @Test("the home page is the hierarchy, with the pages outside it under a heading of their own")
    func home() throws {
        let root = try document("index.html")
        let headings = root.elements(named: "h2").map(\.textContent)
        #expect(Array(headings.prefix(3)) == ["Parts", "Basics", "Pages outside Apple's navigation"])
        #expect(
            root.elements(named: "h3").map { $0.textContent.trimmingCharacters(in: .whitespacesAndNewlines) } == [
                "Drivetrain"
            ])
        let sidebar = try #require(element("nav", labelled: "Guidelines", in: root))
        #expect(sidebar.elements(named: "a").map(\.textContent).dropFirst() == ["Parts", "Basics"])
    }

    @Test("a page has breadcrumbs, its branch open in the sidebar, contents, previous and next")
    func page() throws {
        let root = try document("pages/brakes.html")
        let crumbs = try #require(element("nav", labelled: "Breadcrumb", in: root))
        #expect(crumbs.elements(named: "a").map(\.textContent) == ["Guide", "Parts"])
        let sidebar = try #require(element("nav", labelled: "Guidelines", in: root))
        let current = sidebar.elements(named: "a").filter { $0.attributes["aria-current"] == "page" }
        #expect(current.map(\.textContent) == ["Brakes"])
        #expect(sidebar.elements(named: "a").map(\.textContent).contains("Wheels"))
        let pager = try #require(element("nav", labelled: "Previous and next pages", in: root))
        #expect(
            pager.elements(named: "a").map { $0.attributes["href"] ?? "" } == [
                "../pages/wheels.html", "../pages/drivetrain.html",
            ])
        let contents = root.elements(named: "nav").first { $0.attributes["aria-labelledby"] == "contents-title" }
        let entries = try #require(contents).elements(named: "a").map(\.textContent)
        #expect(entries.contains("Best practices") && entries.last == "Change log")
        #expect(LinkChecker(folder: Self.site).check().problems.isEmpty)
    }

    @Test("Apple's change log is a table on the page, a row per change")
    func changeLog() throws {
        let root = try document("pages/brakes.html")
        let section = try #require(root.elements(named: "section").first { $0.attributes["id"] == "change-log" })
        let cells = section.elements(named: "td").map(\.textContent)
        #expect(cells == ["2025-06-09", "Added guidance for disc brakes."])
    }

    @Test("llms.txt lists every page once in the hierarchy's order, and every link opens its Markdown")
    func llms() throws {
        let text = try TestSite.html(Self.site, "llms.txt")
        #expect(text.hasPrefix("# "))
        let links = text.split(separator: "\n").compactMap { line -> (String, String)? in
            guard let open = line.firstIndex(of: "["), let close = line.range(of: "]("),
                let end = line[close.upperBound...].firstIndex(of: ")")
            else { return nil }
            return (String(line[line.index(after: open)..<close.lowerBound]), String(line[close.upperBound..<end]))
        }
        let titles = Dictionary(uniqueKeysWithValues: NavigationFixture.graph.pages.map { ($0.title, $0.id) })
        #expect(
            links.map(\.0) == ["Guide", "Parts", "Wheels", "Brakes", "Drivetrain", "Chain", "Basics", "Loose notes"])
        #expect(Set(links.map(\.0)) == Set(titles.keys))
        for (title, target) in links {
            let markdown = try TestSite.html(Self.site, target)
            #expect(markdown.hasPrefix("# \(title)\n"), "\(target)")
        }
    }

    @Test("each page's Markdown holds its Apple facts, guidelines with strength, tables and change log")
    func markdown() throws {
        let page = try TestSite.html(Self.site, "pages/brakes.html")
        #expect(page.contains("<a href=\"../pages/brakes.md\" type=\"text/markdown\">View as Markdown</a>"))
        let text = try TestSite.html(Self.site, "pages/brakes.md")
        let practice = try #require(NavigationFixture.graph.practices.first { $0.page == "brakes" })
        #expect(text.contains("- In: Guide › Parts\n"))
        #expect(
            text.contains(
                "## Best practices\n\n- **Always test the brakes before a ride.** (\(practice.strength.rawValue))"))
        #expect(text.contains("| Disc | 5 m |"))
        #expect(
            text.contains(
                "## Change log\n\n| Date | Change |\n| --- | --- |\n| 2025-06-09 | Added guidance for disc brakes. |"))
    }

    @Test("a platform page is titled once and lists only pages with its guidance, each with a count")
    func platform() throws {
        // Two of the fixture's three pages have guidance for iPadOS; Alerts has none.
        let directory = try TemporaryDirectory()
        try TestSite.write(SiteFixture.graph, to: directory.path + "/site")
        let html = try TestSite.html(directory.path + "/site", "platforms/ipados.html")
        let root = try #require(HTMLParser.parse(Array(html.utf8)))
        #expect(root.elements(named: "h1").map(\.textContent) == ["iPadOS"])
        let pages = try #require(root.elements(named: "section").first { $0.attributes["id"] == "pages" })
        let counts = pages.elements(named: "span").map { $0.textContent.prefix { $0.isNumber } }
        #expect(!counts.isEmpty && counts.allSatisfy { (Int($0) ?? 0) > 0 }, "\(counts)")
    }

    @Test("only developer symbols get a page, which links to Apple's documentation and has no empty section")
    func symbols() throws {
        let files = Set(FileManager.default.enumerator(atPath: Self.site + "/symbols")!.compactMap { $0 as? String })
        #expect(files == ["index.html", "uibutton.html"])
        let root = try document("symbols/uibutton.html")
        let sections = root.elements(named: "section")
        #expect(sections.map { $0.attributes["id"] ?? "" } == ["documentation", "practices"])
        #expect(sections.allSatisfy { !$0.elements(named: "li").isEmpty })
        let documentation = sections[0].elements(named: "a").first?.attributes["href"] ?? ""
        #expect(documentation.hasPrefix("https://developer.apple.com/search/?q=UIButton"))
    }
}
