import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// A cell that holds only an image says what the image means: Apple's check mark of
/// availability as "✓", a colour swatch as its description; never an empty cell.
@Suite("table cells that are images")
struct TableImageCellTests {
    static let checkmark = "https://docs-assets.developer.apple.com/published/49/table-availability-checkmark%402x.png"
    static let swatch = "https://docs-assets.developer.apple.com/published/12/ios-default-systemgray2dark%402x.png"

    private func table(_ text: String, named name: String) throws -> Table {
        let (result, directory) = try SingleFile.ingest(text: text, named: name)
        _ = directory
        return try #require(result.graph.pages.first?.allTables.first)
    }

    @Test func markdownImageCellsSayWhatTheImagesMean() throws {
        let table = try table(
            """
            # Buttons

            ## visionOS

            | Shape | Mini (28 pt) | Small (32 pt) | Color |
            | --- | --- | --- | --- |
            | Circular | ![A checkmark denoting availability.](\(Self.checkmark)) |  | ![R-99,G-99,B-102](\(Self.swatch)) |
            """, named: "buttons.md")
        #expect(table.rows == [["Circular", "✓", "", "R-99,G-99,B-102"]])
    }

    @Test func htmlImageCellsSayWhatTheImagesMean() throws {
        let table = try table(
            """
            <html><head><title>Buttons</title></head><body><h1>Buttons</h1><h2>visionOS</h2>
            <table><thead><tr><th>Shape</th><th>Mini</th><th>Color</th></tr></thead>
            <tbody><tr><td>Circular</td><td><img src="\(Self.checkmark)" alt="A checkmark denoting availability."></td>
            <td><img src="\(Self.swatch)" alt="R-99,G-99,B-102"></td></tr></tbody></table></body></html>
            """, named: "buttons.html")
        #expect(table.rows == [["Circular", "✓", "R-99,G-99,B-102"]])
    }

    @Test func doccImageCellsSayWhatTheImagesMean() throws {
        func text(_ text: String) -> String {
            #"[{"type":"paragraph","inlineContent":[{"type":"text","text":"\#(text)"}]}]"#
        }
        func image(_ identifier: String) -> String {
            #"[{"type":"paragraph","inlineContent":[{"type":"image","identifier":"\#(identifier)"}]}]"#
        }
        let json = """
            {"schemaVersion":{"major":0,"minor":3,"patch":0},"kind":"article",
             "identifier":{"url":"doc://com.apple.HIG/documentation/HIG/buttons","interfaceLanguage":"swift"},
             "metadata":{"title":"Buttons","role":"article"},
             "primaryContentSections":[{"kind":"content","content":[
               {"type":"heading","level":2,"text":"visionOS","anchor":"visionOS"},
               {"type":"table","header":"row","rows":[[\(text("Shape")),\(text("Mini"))],[\(text("Circular")),\(image("check.png"))]]}
             ]}],
             "references":{"check.png":{"type":"image","identifier":"check.png","alt":"A checkmark denoting availability.",
               "variants":[{"url":"\(Self.checkmark)","traits":["2x","light"]}]}}}
            """
        let table = try table(json, named: "buttons.json")
        #expect(table.rows == [["Circular", "✓"]])
    }
}
