import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@Suite("Page prose is searchable")
struct ProseSearchTests {
    @Test("a query that no practice answers but a section's prose does returns that section")
    func sectionProse() throws {
        let page = """
            # Windows

            Windows hold a quokka's worth of content in every app.

            ## Best practices

            **Keep windows tidy.** Body.

            ## Sizes

            A tapir-sized window fits a single column.
            """
        let (result, directory) = try SingleFile.ingest(text: page)
        let index = directory.path + "/index.sqlite"
        try IndexWriter.write(result.graph, fingerprint: "test", contentPaths: [directory.path], to: index)
        let engine = try SearchEngine(indexPath: index)
        let section = try engine.search("tapir", limit: 5).hits
        #expect(section.contains { $0.kind == .section && $0.reference == "windows#sizes" })
        #expect(!section.contains { $0.kind == .practice })
        let intro = try engine.search("quokka", limit: 5).hits
        #expect(intro.contains { $0.kind == .page && $0.reference == "windows" })
    }
}
