import CSV
import Foundation
import HIGExport
import HIGIngest
import HIGModel
import HIGParsers
import HIGTestSupport
import Testing

/// A guideline that Apple's numbers go with carries them in every checklist format, and a
/// review read back from the checklist is not confused by them.
@Suite("tables in checklists")
struct ChecklistTableTests {
    static let page = """
        # Accessibility

        ## Mobility

        **Offer sufficiently sized controls.**

        | Platform | Minimum control size |
        | --- | --- |
        | iOS, iPadOS | 28x28 pt |

        **Keep controls apart.** Leave room between them.

        ## Text size

        **Support Dynamic Type.** People choose their text size.

        The default sizes:

        | Style | Size |
        | --- | --- |
        | Body | 17 pt |

        """

    private func checklist() throws -> Checklist {
        let (result, directory) = try SingleFile.ingest(text: Self.page, named: "accessibility.md")
        _ = directory
        let header = ChecklistHeader(
            title: "Checklist", filters: ChecklistFilters(), content: ContentSnapshot(digest: "d", indexed: ""),
            tool: "hig test")
        return ChecklistBuilder(header: header) { $0 }.build(
            practices: result.graph.practices, pages: result.graph.pages)
    }

    private func item(_ checklist: Checklist, _ lead: String) throws -> ChecklistItem {
        try #require(checklist.items.first { $0.practice.lead == lead })
    }

    @Test func theTablesGoWithTheGuidelineTheyFollowOrTheFirstOfTheirSection() throws {
        let checklist = try checklist()
        #expect(
            try item(checklist, "Offer sufficiently sized controls.").tables.map(\.rows) == [
                [["iOS, iPadOS", "28x28 pt"]]
            ])
        #expect(try item(checklist, "Keep controls apart.").tables.isEmpty)
        #expect(try item(checklist, "Support Dynamic Type.").tables.map(\.header) == [["Style", "Size"]])
    }

    @Test func markdownHoldsATableTheReviewReaderPassesOver() throws {
        var checklist = try checklist()
        let index = try #require(
            checklist.items.firstIndex { $0.practice.lead == "Offer sufficiently sized controls." })
        checklist.items[index].status = .fail
        checklist.items[index].note = "Too small on iPad."
        let markdown = ChecklistMarkdown().render(checklist)
        #expect(markdown.contains("  | iOS, iPadOS | 28x28 pt |"))
        let read = ReviewReader.read(text: markdown, file: "review.md")
        #expect(read.diagnostics.isEmpty)
        let items = try #require(read.checklist?.items)
        #expect(items.map(\.id) == checklist.items.map(\.id))
        let sized = try #require(items.first { $0.id == checklist.items[index].id })
        // The guideline has no body: the table's cells are not taken for one, nor for the note.
        #expect(sized.practice.body == "")
        #expect(sized.status == .fail)
        #expect(sized.note == "Too small on iPad.")
    }

    @Test func csvJSONAndHTMLHoldTheTables() throws {
        let checklist = try checklist()
        let reader = try CSVReader(
            string: String(decoding: try ChecklistCSV().render(checklist), as: UTF8.self), hasHeaderRow: true)
        let column = try #require(reader.headerRow?.firstIndex(of: "tables"))
        var cells: [String] = []
        while let row = reader.next() { cells.append(row[column]) }
        #expect(cells.contains("Platform | Minimum control size\niOS, iPadOS | 28x28 pt"))
        #expect(cells.contains("The default sizes:\nStyle | Size\nBody | 17 pt"))

        let json = try JSONSerialization.jsonObject(with: Data(try ChecklistJSON(checklist).render().utf8))
        let items = try #require((json as? [String: Any])?["items"] as? [[String: Any]])
        let tables = items.compactMap { $0["tables"] as? [[String: Any]] }.flatMap { $0 }
        #expect(tables.compactMap { $0["rows"] as? [[String]] }.contains([["Body", "17 pt"]]))
        #expect(items.filter { $0["tables"] == nil }.count == 1)

        let html = try #require(HTMLParser.parse(Array(ChecklistHTML().render(checklist).utf8)))
        let cellsInHTML = html.elements(named: "td").map(\.textContent)
        #expect(cellsInHTML == ["iOS, iPadOS", "28x28 pt", "Body", "17 pt"])
    }
}
