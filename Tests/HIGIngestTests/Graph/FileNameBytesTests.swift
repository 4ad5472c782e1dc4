import Foundation
import HIGIngest
import HIGModel
import HIGSupport
import HIGTestSupport
import Testing

/// File names that are not UTF-8 are read like any other and shown with their bytes escaped.
@Suite("File name bytes")
struct FileNameBytesTests {
    @Test("a page whose file name is Latin-1 is read, and its source opens again")
    func latin1Name() throws {
        let content = try TemporaryDirectory()
        try ByteFileName.create(
            ByteFileName.latin1Cafe, in: content.path, "# Cafés\n\n## Best practices\n\n**Use fresh beans.** Body.\n")
        let result = HIGIngestHelpers.ingest(content.path)
        let problems = result.diagnostics.filter { $0.id != "ingest.taxonomy.missing" }
        #expect(problems.isEmpty, "\(problems)")
        let practice = try #require(result.graph.practices.first { $0.lead == "Use fresh beans." })
        let source = try #require(practice.sources.first?.file)
        #expect(FileSystemName.shown(source) == content.path + "/caf\\xE9.md")
        var status = stat()
        #expect(FileSystemName.withCString(source) { stat($0, &status) } == 0, "the kept name opens the file")
    }
}
