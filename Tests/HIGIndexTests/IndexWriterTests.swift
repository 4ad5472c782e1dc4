import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

@Suite("Index file")
struct IndexWriterTests {
    @Test("a failed write leaves the previous index intact and no temporary file behind")
    func atomicReplace() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/index.sqlite"
        let graph = try IndexConnectionTests.graph()
        try IndexWriter.write(graph, fingerprint: "first", contentPaths: ["/content"], to: path)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        var broken = graph
        broken.practices.append(broken.practices[0])  // a duplicate ID violates the index's UNIQUE constraint
        #expect(throws: (any Error).self) {
            try IndexWriter.write(broken, fingerprint: "second", contentPaths: ["/content"], to: path)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(IndexMetadata.read(indexPath: path)?.fingerprint == "first")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["index.sqlite"])
    }

    /// The twelve starter pages in every format are the widest graph there is: every field a
    /// reader fills, rich text and tables included.
    @Test("the graph round-trips through the index")
    func roundTrip() throws {
        let graph = try IndexReader(indexPath: TestIndex.path).graph()
        #expect(graph == TestContent.graph)
    }

    @Test("a file that is not an index is a clear error")
    func notAnIndex() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("junk.sqlite", "not a database")
        #expect(IndexMetadata.read(indexPath: path) == nil)
        #expect(throws: IndexError.self) { try SearchEngine(indexPath: path) }
    }
}
