import Foundation
import HIGIngest
import HIGTestSupport
import Testing

@Suite("DocC JSON nested past the decoder's depth")
struct JSONDepthTests {
    @Test("a file nested past 512 levels is diagnosed by its depth, not called invalid JSON")
    func tooDeep() throws {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let (result, _) = try SingleFile.ingest(text: text, named: "deep.json")
        let diagnostic = try #require(result.diagnostics.first { $0.id == "ingest.docc-json.invalid" })
        #expect(diagnostic.message.contains("nest 600 levels deep"))
        #expect(diagnostic.line == 1)
    }

    @Test("brackets inside strings do not count")
    func strings() throws {
        let text = "{\"a\": \"" + String(repeating: "[", count: 900) + "\", \"b\": ["
        let (result, _) = try SingleFile.ingest(text: text, named: "broken.json")
        let diagnostic = try #require(result.diagnostics.first { $0.id == "ingest.docc-json.invalid" })
        #expect(!diagnostic.message.contains("levels deep"))
    }
}
