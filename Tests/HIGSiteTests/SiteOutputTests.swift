import Foundation
import HIGParsers
import HIGSite
import HIGTestSupport
import Testing

@Suite("Static site")
struct SiteOutputTests {
    @Test("the shipped content's site has no broken internal link or missing anchor")
    func links() {
        let report = LinkChecker(folder: TestSite.shipped).check()
        #expect(report.pages > 50)
        #expect(report.internalLinks > 1000)
        #expect(report.problems.isEmpty, "\(report.problems.prefix(5))")
    }

    @Test("the link checker finds a missing file and a missing anchor")
    func checkerCanFail() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "index.html",
            "<a href=\"a.html#there\">a</a> <a href=\"b.html\">b</a> <a href=\"#here\">c</a> <a href=\"javascript:x\">d</a>"
        )
        try directory.write("a.html", "<p id=\"elsewhere\">a</p>")
        let problems = LinkChecker(folder: directory.path).check().problems.map(\.link)
        #expect(problems.sorted() == ["#here", "a.html#there", "b.html", "javascript:x"])
    }

    @Test("a page for every HIG page, platform, lifecycle state, style and symbol")
    func coverage() throws {
        let graph = TestContent.graph
        let files = Set(FileManager.default.enumerator(atPath: TestSite.shipped)!.compactMap { $0 as? String })
        for page in graph.pages { #expect(files.contains("pages/\(page.id).html")) }
        for platform in graph.taxonomy.platforms { #expect(files.contains("platforms/\(platform.id).html")) }
        for machine in graph.taxonomy.machines {
            for state in machine.states { #expect(files.contains("states/\(machine.id).\(state.id).html")) }
        }
        for style in graph.taxonomy.styles { #expect(files.contains("styles/\(style.id).html")) }
        #expect(files.contains("symbols/uisheetpresentationcontroller.html"))
        #expect(files.contains("checklists/multitasking.html"))
        #expect(files.contains("search.html") && files.contains("assets/search-index.js"))
    }

    @Test("the search script is one JSON object with every practice, its keys in order")
    func searchScript() throws {
        let script = try TestSite.html(TestSite.shipped, "assets/search-index.js")
        let prefix = "window.HIG_SEARCH = "
        #expect(script.hasPrefix(prefix) && script.hasSuffix(";\n"))
        let json = Data(script.dropFirst(prefix.count).dropLast(2).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(
            Set(object.keys)
                == [
                    "docs", "entities", "fieldsFromText", "lifecycleCues", "model", "pageSymbols", "pageTitles",
                    "stems", "synonymLists", "synonyms", "tableRows", "tableSettings", "tables", "version", "words",
                ])
        let docs = try #require(object["docs"] as? [[String: Any]])
        #expect(docs.compactMap { $0["id"] as? String } == TestContent.graph.practices.map(\.id))
        #expect((object["entities"] as? [Any])?.isEmpty == false)
        // Sorted keys, as one encoding of the whole object would write them.
        let order = [
            "\"docs\":[", "],\"entities\":[", "],\"tables\":[", "],\"tableRows\":[", "],\"fieldsFromText\":",
            "\"lifecycleCues\":", "\"model\":", "\"pageTitles\":", "\"stems\":", "\"tableSettings\":",
            "\"version\":",
        ]
        let positions = order.map { script.range(of: $0)?.lowerBound }
        #expect(
            positions.allSatisfy { $0 != nil } && positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
    }

    @Test("each page lists the other pages and the practices that link to it, each once, in graph order")
    func referrers() throws {
        let graph = TestContent.graph
        var pagesWithReferrers = 0
        for page in graph.pages {
            let expected =
                graph.pages.filter { other in
                    other.id != page.id && other.related.contains { $0.kind == .page && $0.target == page.id }
                }.map(\.title)
                + graph.practices.filter { practice in
                    practice.page != page.id
                        && practice.references.contains { $0.kind == .page && $0.target == page.id }
                }.map(\.lead)
            let html = try TestSite.html(TestSite.shipped, "pages/\(page.id).html")
            let root = try #require(HTMLParser.parse(Array(html.utf8)))
            let section = root.elements(named: "section").first { $0.attributes["id"] == "referred-to-by" }
            let listed = section?.elements(named: "a").map(\.textContent) ?? []
            #expect(listed == expected, "\(page.id)")
            if !listed.isEmpty { pagesWithReferrers += 1 }
        }
        #expect(pagesWithReferrers >= 3)
    }

    @Test("every page: one h1, landmarks, no skipped heading level, Korean marked as Korean")
    func structure() throws {
        let enumerator = FileManager.default.enumerator(atPath: TestSite.shipped)!
        var checked = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".html") else { continue }
            let root = try #require(HTMLParser.parse(Array(try TestSite.html(TestSite.shipped, path).utf8)))
            #expect(root.elements(named: "h1").count == 1, "\(path)")
            #expect(root.elements(named: "main").count == 1, "\(path)")
            // Every navigation landmark named, each name once: a screen reader lists them by name.
            let navigation = root.elements(named: "nav").map {
                $0.attributes["aria-label"] ?? $0.attributes["aria-labelledby"] ?? ""
            }
            #expect(navigation.first == "Sections" && !navigation.contains(""), "\(path)")
            #expect(Set(navigation).count == navigation.count, "\(path)")
            #expect(root.elements(named: "header").count == 1, "\(path)")
            var previous = 1
            for heading in root.headings() {
                #expect(heading <= previous + 1, "\(path): h\(previous) then h\(heading)")
                previous = heading
            }
            checked += 1
        }
        #expect(checked > 50)
        let multitasking = try TestSite.html(TestSite.shipped, "pages/multitasking.html")
        #expect(multitasking.contains("<p><span class=\"ko-lead-copy\">오디오 중단에 부드럽게 대응합니다.</span>"))
        #expect(multitasking.contains("id=\"respond-smoothly-to-audio-interruptions\""))
    }

    @Test("the state pages draw their machine as inline SVG with the state highlighted and callbacks listed")
    func stateMachine() throws {
        let page = try TestSite.html(TestSite.shipped, "states/app.background.html")
        let root = try #require(HTMLParser.parse(Array(page.utf8)))
        let svg = try #require(root.elements(named: "svg").first)
        #expect(svg.elements(named: "g").filter { $0.attributes["class"] == "state current" }.count == 1)
        #expect(svg.elements(named: "path").filter { $0.attributes["class"] == "transition" }.count == 9)
        #expect(page.contains("applicationDidEnterBackground"))
        #expect(page.contains("id=\"app.background-suspended\""))
    }

    @Test("hostile text is escaped everywhere: no script, no event handler, no javascript: link")
    func escaping() throws {
        let enumerator = FileManager.default.enumerator(atPath: TestSite.hostile)!
        var checked = 0
        while let path = enumerator.nextObject() as? String {
            guard path.hasSuffix(".html") else { continue }
            let root = try #require(HTMLParser.parse(Array(try TestSite.html(TestSite.hostile, path).utf8)))
            for element in root.elements() {
                #expect(element.name != "script" || element.attributes["src"] != nil, "\(path): inline script")
                #expect(element.name != "img", "\(path): an img made of text")
                for (name, value) in element.attributes {
                    #expect(!name.lowercased().hasPrefix("on"), "\(path): \(name)")
                    let lower = value.lowercased().trimmingCharacters(in: .whitespaces)
                    #expect(!lower.hasPrefix("javascript:") && !lower.hasPrefix("data:"), "\(path): \(name)=\(value)")
                }
            }
            checked += 1
        }
        #expect(checked > 10)
        #expect(LinkChecker(folder: TestSite.hostile).check().problems.isEmpty)
    }
}

extension HTMLNode {
    /// Every element, in document order.
    func elements() -> [HTMLNode] {
        var found: [HTMLNode] = []
        var pending: [HTMLNode] = [self]
        while let node = pending.popLast() {
            if node.kind == .element { found.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// Heading levels in document order.
    func headings() -> [Int] {
        elements().compactMap { element in
            guard element.name.count == 2, element.name.first == "h", let level = Int(String(element.name.last!)) else {
                return nil
            }
            return level
        }
    }
}
