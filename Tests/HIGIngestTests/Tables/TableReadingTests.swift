import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Tables kept as data by every reader: header, rows, caption, section and the practice they
/// follow; change logs stay change logs.
@Suite("tables read as data")
struct TableReadingTests {
    static let sizes = TablesPage.sizes

    private func page(_ text: String, named name: String = "page.md") throws -> (Page, IngestResult) {
        let (result, directory) = try SingleFile.ingest(text: text, named: name)
        _ = directory
        return (try #require(result.graph.pages.first), result)
    }

    @Test func aMarkdownTableKeepsHeaderRowsSectionAndPractice() throws {
        let (page, result) = try page(Self.sizes)
        let tables = page.allTables
        #expect(tables.count == 2)
        let sizes = try #require(tables.first)
        #expect(sizes.header == ["Platform", "Default control size", "Minimum control size"])
        #expect(sizes.rows == [["iOS, iPadOS", "44x44 pt", "28x28 pt"], ["macOS", "28x28 pt", "20x20 pt"]])
        #expect(sizes.section == "Mobility")
        #expect(sizes.caption == nil)
        #expect(sizes.source.line == 7)
        let practice = try #require(result.graph.practices.first { $0.lead.hasPrefix("Offer sufficiently") })
        #expect(sizes.practice == practice.id)
        #expect(page.tables(following: practice.id) == [sizes])
        #expect(page.sections.first { $0.title == "Mobility" }?.tables == [sizes])
    }

    @Test func anIntroducingParagraphIsTheCaptionAndAnEscapedPipeStaysInItsCell() throws {
        let (page, _) = try page(Self.sizes)
        let text = try #require(page.allTables.last)
        #expect(text.caption == "Use the following text sizes:")
        #expect(text.practice == nil)
        #expect(text.rows.last == ["Pipe | inside", "1 pt"])
    }

    @Test func aChangeLogStaysAChangeLog() throws {
        let (page, _) = try page(Self.sizes)
        #expect(!page.allTables.contains { $0.header.first == "Date" })
        #expect(page.changeLog?.count == 1)
    }

    @Test func raggedRowsArePaddedOrCutAsGFMReadsThemWithADiagnostic() throws {
        let text = """
            # Sizes

            ## Sizes

            | A | B | C |
            | --- | --- | --- |
            | 1 |
            | 1 | 2 | 3 | 4 | 5 |

            """
        let (page, result) = try page(text)
        let table = try #require(page.allTables.first)
        #expect(table.rows == [["1", "", ""], ["1", "2", "3"]])
        let ragged = result.diagnostics.filter { $0.id == "ingest.markdown.table-ragged" }
        #expect(ragged.map(\.line) == [8])
    }

    @Test func rowsWithoutADelimiterRowStayTextWithADiagnostic() throws {
        let text = """
            # Sizes

            ## Sizes

            | A | B |
            | 1 | 2 |

            """
        let (page, result) = try page(text)
        #expect(page.allTables.isEmpty)
        #expect(page.sections.first?.prose?.first?.text.contains("| 1 | 2 |") == true)
        let missing = result.diagnostics.filter { $0.id == "ingest.markdown.table-without-delimiter" }
        #expect(missing.map(\.line) == [5])
    }

    @Test func tenThousandColumnsAreCutToTheLimitWithADiagnostic() throws {
        let cells = (1...10_000).map { "c\($0)" }
        let text =
            "# Wide\n\n## Wide\n\n| " + cells.joined(separator: " | ") + " |\n|"
            + String(repeating: " --- |", count: 10_000) + "\n| " + cells.joined(separator: " | ") + " |\n"
        let (page, result) = try page(text)
        let table = try #require(page.allTables.first)
        #expect(table.header.count == 64)
        #expect(table.rows.first?.count == 64)
        #expect(result.diagnostics.contains { $0.id == "ingest.table.too-wide" && $0.line == 5 })
    }

    @Test func anHTMLTableKeepsItsCaptionAndHeaderRow() throws {
        let html = """
            <html><head><title>Sizes</title></head><body><h1>Sizes</h1>
            <h2>Controls</h2>
            <p>Controls come in sizes.</p>
            <table><caption>Control sizes</caption>
            <thead><tr><th>Platform</th><th>Size</th></tr></thead>
            <tbody><tr><td>iOS</td><td>44x44 pt</td></tr><tr><td>macOS</td></tr></tbody>
            </table></body></html>
            """
        let (page, _) = try page(html, named: "sizes.html")
        let table = try #require(page.allTables.first)
        #expect(table.caption == "Control sizes")
        #expect(table.header == ["Platform", "Size"])
        #expect(table.rows == [["iOS", "44x44 pt"], ["macOS", ""]])
        #expect(table.section == "Controls")
    }

    @Test func aDocCTableKeepsItsHeaderRow() throws {
        func cell(_ text: String) -> String {
            #"[{"type":"paragraph","inlineContent":[{"type":"text","text":"\#(text)"}]}]"#
        }
        let json = """
            {"schemaVersion":{"major":0,"minor":3,"patch":0},"kind":"article",
             "identifier":{"url":"doc://com.apple.HIG/documentation/HIG/sizes","interfaceLanguage":"swift"},
             "metadata":{"title":"Sizes","role":"article"},
             "primaryContentSections":[{"kind":"content","content":[
               {"type":"heading","level":2,"text":"Controls","anchor":"controls"},
               {"type":"paragraph","inlineContent":[{"type":"text","text":"Use these values:"}]},
               {"type":"table","header":"row","rows":[[\(cell("Platform")),\(cell("Size"))],[\(cell("iOS")),\(cell("44x44 pt"))]]}
             ]}]}
            """
        let (page, _) = try page(json, named: "sizes.json")
        let table = try #require(page.allTables.first)
        #expect(table.header == ["Platform", "Size"])
        #expect(table.rows == [["iOS", "44x44 pt"]])
        #expect(table.caption == "Use these values:")
    }
}
