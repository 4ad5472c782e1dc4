import CSV
import Foundation
import HIGExport
import HIGModel
import HIGParsers
import HIGTestSupport
import Testing

@Suite("Checklist export")
struct ChecklistExportTests {
    /// The checklist of a small page written for the tests; the golden files and the scope note
    /// are the shipped page's.
    let checklist = TestChecklist.small

    @Test("iPad multitasking: the general practices and the iPad window practices, firmest first in each section")
    func scopeAndOrder() {
        let sections = checklist.items.map(\.practice.section)
        #expect(sections.contains("Best practices"))
        #expect(sections.contains { $0.localizedCaseInsensitiveContains("iPad") })
        #expect(
            checklist.items.allSatisfy {
                $0.practice.platforms.contains("ipados") && $0.practice.page == "multitasking"
            })
        let strengthRank = { (item: ChecklistItem) in Strength.allCases.firstIndex(of: item.practice.strength)! }
        for (previous, next) in zip(checklist.items, checklist.items.dropFirst())
        where previous.practice.section == next.practice.section {
            #expect(strengthRank(previous) <= strengthRank(next), "\(previous.id) before \(next.id)")
        }
        #expect(checklist.scopeNotes.isEmpty)
    }

    @Test("a page that does not apply to the platform says so and lists nothing")
    func pageNotForPlatform() {
        let watch = TestChecklist.make(GuidelineFilter(platforms: ["watchos"], pages: ["multitasking"]))
        #expect(watch.items.isEmpty)
        #expect(
            watch.scopeNotes == [
                "Multitasking does not apply to watchOS; it applies to iOS, iPadOS, macOS, tvOS, visionOS."
            ])
        #expect(ChecklistMarkdown().render(watch).contains("does not apply to watchOS"))
    }

    @Test("all four formats hold the same items, read back by real parsers")
    func equalCounts() throws {
        let count = checklist.items.count
        #expect(count > 5)

        let markdown = ReviewReader.read(text: ChecklistMarkdown().render(checklist), file: "review.md")
        #expect(markdown.diagnostics.isEmpty)
        #expect(markdown.checklist?.items.map(\.id) == checklist.items.map(\.id))

        let csvText = String(decoding: try ChecklistCSV().render(checklist), as: UTF8.self)
        let reader = try CSVReader(string: csvText, hasHeaderRow: true)
        var rows: [[String]] = []
        while let row = reader.next() { rows.append(row) }
        #expect(rows.count == count)
        #expect(rows.allSatisfy { $0.count == reader.headerRow?.count })
        #expect(rows.map { $0[0] } == checklist.items.map(\.id))

        let json = try JSONSerialization.jsonObject(with: Data(try ChecklistJSON(checklist).render().utf8))
        let object = try #require(json as? [String: Any])
        #expect((object["items"] as? [[String: Any]])?.count == count)
        let generated = try #require(object["generated"] as? [String: Any])
        #expect(generated["tool"] as? String == "hig test")
        #expect((generated["filters"] as? [String: Any])?["platforms"] as? [String] == ["ipados"])
        #expect((generated["content"] as? [String: Any])?["digest"] as? String == "0123456789abcdef")

        let html = try #require(HTMLParser.parse(Array(ChecklistHTML().render(checklist).utf8)))
        let boxes = html.elements(named: "input").filter { $0.attributes["type"] == "checkbox" }
        #expect(boxes.count == count)
        #expect(html.elements(named: "li").compactMap { $0.attributes["id"] } == checklist.items.map(\.id))
    }

    @Test("every export states its filters, content snapshot and tool")
    func provenance() throws {
        let outputs = [
            ChecklistMarkdown().render(checklist),
            String(decoding: try ChecklistCSV().render(checklist), as: UTF8.self),
            try ChecklistJSON(checklist).render(), ChecklistHTML().render(checklist),
        ]
        for output in outputs {
            #expect(output.contains("0123456789abcdef"))
            #expect(output.contains("hig test"))
            #expect(output.contains("ipados"))
        }
    }

    @Test("CSV is RFC 4180: CRLF rows, quoted fields; Excel mode adds a BOM and defuses formulas")
    func csvDetails() throws {
        var tricky = checklist
        tricky.items[0].note = "=HYPERLINK(\"http://x\")\nsecond line, with a comma"
        let plain = try ChecklistCSV().render(tricky)
        #expect(!plain.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: plain, as: UTF8.self).contains("\r\n"))
        let excel = try ChecklistCSV(excel: true).render(tricky)
        #expect(excel.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(String(decoding: excel, as: UTF8.self).contains("\"'=HYPERLINK"))
        let back = ReviewReader.read(text: String(decoding: excel, as: UTF8.self), file: "r.csv")
        #expect(back.checklist?.items[0].note == tricky.items[0].note, "the apostrophe is taken off again")
    }

    @Test("Markdown without Korean when asked for English only; Korean beneath the lead otherwise")
    func language() throws {
        let korean = try #require(checklist.items.first { $0.practice.ko != nil }?.practice.ko)
        let firstLine = String(korean.split(whereSeparator: \.isNewline)[0])
        #expect(ChecklistMarkdown(lang: "both").render(checklist).contains(firstLine))
        #expect(!ChecklistMarkdown(lang: "en").render(checklist).contains(firstLine))
    }

    @Test("hostile guideline text is inert in every format")
    func escaping() throws {
        var hostile = checklist
        hostile.items[0].practice.lead = "<script>alert(1)</script> [x](javascript:alert(1)) **bold** # 1. -"
        hostile.items[0].note = "<img src=x onerror=alert(1)>"
        let html = ChecklistHTML().render(hostile)
        #expect(!html.contains("<script>alert"))
        #expect(!html.contains("<img"))
        let parsed = try #require(HTMLParser.parse(Array(html.utf8)))
        #expect(parsed.elements(named: "script").isEmpty)
        let markdown = ChecklistMarkdown().render(hostile)
        let back = try #require(ReviewReader.read(text: markdown, file: "r.md").checklist)
        #expect(back.items[0].practice.lead == hostile.items[0].practice.lead)
        let nodes = Self.flatten(MarkdownParser.parse(markdown))
        // The only links are the items' own Apple URLs; the hostile text makes none.
        let appleURLs = Set(hostile.items.compactMap(\.practice.url))
        #expect(!nodes.contains { $0.type == .link && !appleURLs.contains($0.url) }, "no link is made")
        #expect(!nodes.contains { $0.type == .htmlInline && $0.literal.contains("script") }, "no tag is made")
    }

    @Test("golden files for every format", arguments: ["markdown", "csv", "json", "html"])
    func golden(format: String) throws {
        let golden = TestChecklist.iPadMultitasking
        let output: String
        switch format {
        case "markdown": output = ChecklistMarkdown().render(golden)
        case "csv": output = String(decoding: try ChecklistCSV().render(golden), as: UTF8.self)
        case "json": output = try ChecklistJSON(golden).render() + "\n"
        default: output = ChecklistHTML().render(golden)
        }
        try Snapshot.assertMatches(output, named: "checklist-ipad-multitasking.\(format == "markdown" ? "md" : format)")
    }

    static func flatten(_ node: MarkdownNode) -> [MarkdownNode] {
        [node] + node.children.flatMap(flatten)
    }
}
