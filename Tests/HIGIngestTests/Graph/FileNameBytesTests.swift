import Foundation
import HIGIngest
import HIGModel
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

    @Test(
        "names come back byte for byte",
        arguments: [
            Array("plain.md".utf8), ByteFileName.latin1Cafe, Array("café.md".utf8), [0xFF, 0xFE, 0x80],
            // Truncated and overlong sequences, a surrogate's encoding, and a valid name that
            // holds one of the scalars that otherwise stand for a byte.
            [0x61, 0xE2, 0x82], [0xC0, 0xAF], [0xED, 0xA0, 0x80], Array("x\u{10FFE9}y".utf8),
        ])
    func roundTrip(bytes: [UInt8]) {
        let name = bytes.withUnsafeBufferPointer { FileSystemName.decode($0) }
        let back = FileSystemName.withCString(name) { pointer in
            Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) })
        }
        #expect(back == bytes)
    }

    @Test("only bytes that are not UTF-8 are escaped")
    func shown() {
        let name = [UInt8]([0x61, 0xFF, 0x0A]).withUnsafeBufferPointer { FileSystemName.decode($0) }
        #expect(FileSystemName.shown(name) == "a\\xFF\n")
    }
}
