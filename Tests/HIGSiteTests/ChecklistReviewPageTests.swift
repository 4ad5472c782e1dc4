import Foundation
import HIGExport
import HIGModel
import HIGParsers
import HIGTestSupport
import Testing

@testable import HIGSite

/// A checklist page of the site is a review form whose files `hig review report` reads: the page
/// carries the checklist `hig checklist --page` makes, written by the same writers.
@Suite("Checklist pages as reviews")
struct ChecklistReviewPageTests {
    /// The review the page's script writes with no marks: its Markdown fragments joined, each
    /// item followed by the empty note line the writer gives it.
    static func unmarkedReview(_ html: String) throws -> (ids: [String], markdown: String, key: String?) {
        let root = try #require(HTMLParser.parse(Array(html.utf8)))
        let review = try #require(root.elements(named: "div").first { $0.attributes["data-review-key"] != nil })
        var markdown = [review.attributes["data-review-markdown"] ?? ""]
        var ids: [String] = []
        for section in review.elements(named: "section") {
            markdown.append(section.attributes["data-review-markdown"] ?? "")
            for item in section.elements(named: "li") {
                ids.append(item.attributes["data-review-id"] ?? "")
                markdown.append((item.attributes["data-review-markdown"] ?? "") + "\n  Note:")
            }
        }
        return (ids, markdown.joined(separator: "\n") + "\n", review.attributes["data-review-key"])
    }

    @Test("a page's checklist holds what 'hig checklist --page' holds and reads back as that review")
    func pageReview() throws {
        // The Sheets page alone, one of its guidelines stated only by an earlier edition.
        var graph = SiteFixture.graph
        graph.pages = graph.pages.filter { $0.id == "sheets" }
        graph.practices = graph.practices.filter { $0.page == "sheets" }
        graph.practices[0].outdatedEdition = "2022"
        let folder = try TemporaryDirectory()
        try TestSite.write(graph, to: folder.path + "/site")
        let page = try Self.unmarkedReview(try TestSite.html(folder.path + "/site", "checklists/sheets.html"))
        #expect(page.key == "hig.review.sheets")
        let filter = GuidelineFilter(pages: ["sheets"])
        let expected = graph.practices.filter(filter.matches).map(\.id)
        #expect(Set(page.ids) == Set(expected) && page.ids.count == expected.count)
        #expect(!page.ids.contains(graph.practices[0].id), "earlier guidance is not reviewed")
        let read = ReviewReader.read(text: page.markdown, file: "review-sheets.md")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        let checklist = try #require(read.checklist)
        #expect(checklist.items.map(\.id) == page.ids)
        #expect(checklist.items.allSatisfy { $0.status == .open && !$0.digest.isEmpty })
        #expect(checklist.header.filters.filter == filter, "review update re-scopes with the page's own filter")
        #expect(checklist.header.content.digest == "0123456789abcdef")
    }

    @Test("the CSV cells of the checklist's header are written once for the page, not with each item")
    func headerCellsOnce() throws {
        var graph = SiteFixture.graph
        graph.pages = graph.pages.filter { $0.id == "sheets" }
        graph.practices = graph.practices.filter { $0.page == "sheets" }
        let page = try #require(graph.pages.first)
        let theme = try SiteTheme(folder: TestSite.theme)
        func checklistPage(tool: String) throws -> (bytes: Int, items: Int) {
            let site = SitePages(catalog: SiteCatalog(TestSite.input(graph, tool: tool)))
            let html = try theme.render(ChecklistPage(site: site, page: page).make())
            return (html.utf8.count, try Self.unmarkedReview(html).ids.count)
        }
        let longer = String(repeating: "x", count: 1_000)
        let short = try checklistPage(tool: "hig")
        let long = try checklistPage(tool: "hig" + longer)
        #expect(short.items >= 10)
        // The tool's name is in the page's frame, in the review's Markdown header and in the CSV
        // header cells: a few times, whatever the number of items, never once for each.
        #expect(long.bytes - short.bytes < short.items * longer.utf8.count, "\(long.bytes - short.bytes) bytes more")
    }

    @Test("a page of session notes only, or of earlier guidance only, gets a checklist whose filters say so")
    func widenedScope() {
        let notes = Practice(
            id: "talk/a", lead: "A.", body: "", page: "talk", section: "", strength: .should,
            sources: [SourceLocation(file: "talk.md", line: 1, kind: .sessionNotes)])
        var earlier = Practice(
            id: "old/b", lead: "B.", body: "", page: "old", section: "", strength: .should,
            sources: [SourceLocation(file: "old.md", line: 1, kind: .appleHIG)])
        earlier.outdatedEdition = "2022"
        let talk = ChecklistScope(
            page: Page(id: "talk", title: "Talk", practices: ["talk/a"]), practices: ["talk/a": notes])
        #expect(talk.practices.map(\.id) == ["talk/a"])
        #expect(talk.filter.sourceKinds == [.sessionNotes] && !talk.filter.includeOutdated)
        let old = ChecklistScope(
            page: Page(id: "old", title: "Old", practices: ["old/b"]), practices: ["old/b": earlier])
        #expect(old.practices.map(\.id) == ["old/b"])
        #expect(old.filter.includeOutdated && old.filter.sourceKinds.isEmpty)
        var notesOnOld = notes
        notesOnOld.page = "old"
        let mixed = ChecklistScope(
            page: Page(id: "old", title: "Old", practices: ["talk/a", "old/b"]),
            practices: ["talk/a": notesOnOld, "old/b": earlier])
        #expect(mixed.practices.map(\.id) == ["old/b"], "Apple's guidance, earlier or not, before session notes")
    }
}
