import Foundation
import HIGIndex
import HIGModel
import HIGSite

/// Sites written once per test run: the shipped Content's, and one of hostile text.
package enum TestSite {
    package static let theme = TestContent.packageRoot.appendingPathComponent("Site").path

    package static func input(_ graph: RuleGraph, tool: String = "hig test") -> SiteInput {
        SiteInput(
            graph: graph,
            sourcePath: { $0.hasPrefix("Content/") ? String($0.dropFirst("Content/".count)) : $0 },
            contentDigest: "0123456789abcdef", indexed: "2026-01-02T03:04:05Z", tool: tool,
            vocabulary: .index(taxonomy: graph.taxonomy))
    }

    package static func write(_ graph: RuleGraph, to folder: String, topicListLimit: Int? = nil) throws {
        var input = input(graph)
        if let topicListLimit { input.topicListLimit = topicListLimit }
        _ = try SiteGenerator(theme: try SiteTheme(folder: theme), input: input).write(to: folder)
    }

    package static let shipped: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-test-site-\(ProcessInfo.processInfo.processIdentifier)").path
        try! write(TestContent.graph, to: folder)
        return folder
    }()

    package static let hostile: String = {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("hig-test-hostile-site-\(ProcessInfo.processInfo.processIdentifier)").path
        try! write(HostileGraph.make(), to: folder)
        return folder
    }()

    package static func html(_ folder: String, _ path: String) throws -> String {
        try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    }
}

/// A graph whose every text tries to run script: tags, event handlers, `javascript:` links.
package enum HostileGraph {
    package static let mark = "data-pwned"
    package static func payload(_ number: Int) -> String {
        "<img src=x onerror=\"document.body.setAttribute('\(mark)','\(number)')\"><script>document.body.setAttribute('\(mark)','s\(number)')</script>"
    }

    package static func make() -> RuleGraph {
        var taxonomy = TestContent.taxonomy
        taxonomy.categories = [PageCategory(name: "Evil \(payload(1))", ko: nil, pages: ["evil"])]
        let practice = Practice(
            id: "evil/zebra-crossing", lead: "Zebra crossing \(payload(2)) {{title}} {{{svg}}}",
            body: "Body \(payload(3))",
            ko: "얼룩말 \(payload(4))", page: "evil", section: "Best \(payload(5))", strength: .should,
            platforms: ["ios"], states: ["app.background"], styles: ["sheet"],
            references: [
                Reference(
                    kind: .link, target: "javascript:document.body.setAttribute('\(mark)','link')", title: "click"),
                Reference(kind: .video, target: " JavaScript:alert(1)", title: "video"),
                Reference(kind: .symbol, target: "<svg onload=alert(1)>", title: "symbol"),
                Reference(kind: .page, target: "javascript:alert(1)", title: "page \(payload(6))"),
            ],
            sources: [SourceLocation(file: "Content/\(payload(7)).md", line: 3)])
        let page = Page(
            id: "evil", title: "Evil \(payload(8))", abstract: "Abstract \(payload(9))", sources: ["Content/evil.md"],
            platforms: ["ios"], sections: [Section(id: "best", title: "Best \(payload(5))", level: 2)],
            practices: [practice.id],
            related: [Reference(kind: .link, target: "data:text/html,<script>alert(1)</script>", title: "data")],
            koreanNotes: [
                KoreanNote(
                    section: "x", english: nil, text: "메모 \(payload(10))", source: SourceLocation(file: "x", line: 1))
            ], metadata: ["titleHeading": "WWDC \(payload(11))"])
        var richPractice = practice
        richPractice.rich = RichPractice(lead: [TextRun(text: "Lead \(payload(12))")], body: richBlocks(13))
        var richPage = page
        richPage.prose = richBlocks(20).map { Paragraph(text: "Prose", rich: $0) }
        richPage.sections[0].prose = [Paragraph(text: "Section", ko: "한국어 \(payload(30))", rich: richBlocks(31)[0])]
        return RuleGraph(pages: [richPage], practices: [richPractice], taxonomy: taxonomy, files: [])
    }

    /// Rich prose whose every text, label, description and address tries to run script.
    package static func richBlocks(_ number: Int) -> [RichBlock] {
        let evil = [
            Reference(kind: .link, target: "javascript:document.body.setAttribute('\(mark)','rich')", title: "x"),
            Reference(kind: .symbol, target: "data:text/html,<script>alert(1)</script>", title: "x"),
            Reference(kind: .page, target: "\"><script>alert(1)</script>", title: "x"),
        ]
        let runs = evil.enumerated().map { offset, link in
            TextRun(text: "run \(payload(number + offset))", marks: [.strong, .code], link: link)
        }
        return [
            RichBlock(kind: .paragraph, runs: runs),
            RichBlock(kind: .listItem, runs: runs, depth: 3, ordered: true),
            RichBlock(kind: .callout, runs: runs, callout: "Note \(payload(number + 3))"),
            RichBlock(
                kind: .image, runs: runs,
                image: RichImage(alt: "Alt \(payload(number + 4))", url: "javascript:alert(\(number))")),
        ]
    }
}
