import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

/// Tables stored in the index, read back with their pages, found by search and updated in place.
@Suite("tables in the index")
struct TableIndexTests {
    private func index(_ text: String) throws -> (path: String, graph: RuleGraph, folder: TemporaryDirectory) {
        let (result, folder) = try SingleFile.ingest(text: text)
        let path = folder.path + "/index.sqlite"
        try IndexWriter.write(result.graph, fingerprint: "test", contentPaths: [folder.path], to: path)
        return (path, result.graph, folder)
    }

    @Test func aPageReadBackKeepsItsTables() throws {
        let (path, graph, folder) = try index(TablesPage.sizes)
        _ = folder
        let written = try #require(graph.pages.first)
        let read = try #require(try IndexReader(indexPath: path).page(id: written.id))
        #expect(read.allTables == written.allTables)
        #expect(read.allTables.count == 2)
    }

    @Test func aRowIsFoundByItsHeadersAndShownWithThem() throws {
        let (path, _, folder) = try index(TablesPage.sizes)
        _ = folder
        let rows = try SearchEngine(indexPath: path).search("minimum control size").tableRows
        let first = try #require(rows.first)
        #expect(first.title == "iOS, iPadOS | 44x44 pt | 28x28 pt")
        #expect(
            first.detail == "Platform: iOS, iPadOS · Default control size: 44x44 pt · Minimum control size: 28x28 pt")
        #expect(first.id == "accessibility#table-1-row-1")
        #expect(first.section == "Mobility")
        #expect(rows.map(\.title) == ["iOS, iPadOS | 44x44 pt | 28x28 pt", "macOS | 28x28 pt | 20x20 pt"])
    }

    @Test func aRowWhoseCellsHoldTheWordComesFirstInItsTable() throws {
        let (path, _, folder) = try index(TablesPage.sizes)
        _ = folder
        let rows = try SearchEngine(indexPath: path).search("macOS control size").tableRows
        #expect(rows.first?.cells.first == "macOS")
    }

    @Test func anUpdatedPageReplacesItsRows() throws {
        let (path, graph, folder) = try index(TablesPage.sizes)
        var page = try #require(graph.pages.first)
        let index = try #require(page.sections.firstIndex { $0.title == "Mobility" })
        page.sections[index].tables?[0].rows = [["visionOS", "60x60 pt", "28x28 pt"]]
        try IndexUpdater.replace(
            pages: [page], practices: graph.practices, files: [], fingerprint: "updated", in: path)
        let rows = try SearchEngine(indexPath: path).search("minimum control size").tableRows
        #expect(rows.map(\.title) == ["visionOS | 60x60 pt | 28x28 pt"])
        _ = folder
    }
}
