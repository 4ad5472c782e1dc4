import Foundation
import HIGIndex
import HIGModel
import HIGSite
import HIGTestSupport
import Testing

@Suite("Static site output folder")
struct SiteSafetyTests {
    @Test("a folder that holds anything but a site of this tool is never replaced")
    func foreignFolder() throws {
        let directory = try TemporaryDirectory()
        let notes = try directory.write("victim/notes.txt", "precious")
        #expect(throws: SiteError.self) { try TestSite.write(HostileGraph.make(), to: directory.path + "/victim") }
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "precious")
        try TestSite.write(HostileGraph.make(), to: directory.path + "/site")
        try TestSite.write(HostileGraph.make(), to: directory.path + "/site")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/.hig-site"), "its own site is replaced")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(leftovers == ["site", "victim"])
    }

    @Test("a page whose ID is index does not take the place of the pages list")
    func reservedNames() throws {
        var graph = HostileGraph.make()
        graph.pages[0].id = "index"
        graph.practices[0].page = "index"
        graph.practices[0].id = "index/zebra-crossing"
        graph.pages[0].practices = ["index/zebra-crossing"]
        let directory = try TemporaryDirectory()
        try TestSite.write(graph, to: directory.path + "/site")
        let list = try TestSite.html(directory.path + "/site", "pages/index.html")
        #expect(list.contains("<h1>Pages</h1>"))
        #expect(FileManager.default.fileExists(atPath: directory.path + "/site/pages/index-page.html"))
        #expect(LinkChecker(folder: directory.path + "/site").check().problems.isEmpty)
    }

    @Test("a page reference that is no page name links nowhere, not to a made-up address")
    func unknownPageTarget() throws {
        let page = try TestSite.html(TestSite.hostile, "pages/evil.html")
        #expect(!page.contains("human-interface-guidelines/javascript"))
    }
}

@Suite("Static site escaping")
struct SiteEscapingTests {
    @Test("a quote or bracket followed by a combining mark is escaped like any other")
    func combiningMarkAfterQuote() throws {
        var graph = HostileGraph.make()
        graph.practices[0].lead = "Quote \"\u{301} data-pwned=\"1\" and <\u{301}script> here."
        graph.practices[0].rich = nil
        let directory = try TemporaryDirectory()
        try TestSite.write(graph, to: directory.path + "/site")
        for path in ["pages/evil.html", "checklists/evil.html"] {
            let html = Array(try TestSite.html(directory.path + "/site", path).utf8)
            for raw in ["\"\u{301}", "<\u{301}"] {
                // Bytes, not characters: the mark makes one character of the quote before it.
                let bytes = Array(raw.utf8)
                let found = html.indices.dropLast(bytes.count - 1).contains {
                    html[$0..<$0 + bytes.count].elementsEqual(bytes)
                }
                #expect(!found, "\(path) holds \(raw.debugDescription) unescaped")
            }
            #expect(String(decoding: html, as: UTF8.self).contains("&quot;\u{301} data-pwned=&quot;1&quot;"), "\(path)")
        }
    }
}
