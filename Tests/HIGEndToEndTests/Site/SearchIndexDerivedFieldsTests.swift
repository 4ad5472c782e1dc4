import Foundation
import HIGModel
import HIGSearch
import HIGTestSupport
import Testing

@testable import HIGSite

/// The search data leaves out the community's Korean field, which the site's scripts make from
/// each practice's Korean text: on the whole HIG, what they make is what the index searches.
@Suite("the search data's derived fields", .tags(.node))
struct SearchIndexDerivedFieldsTests {
    @Test func theScriptsMakeTheKoreanFieldTheIndexSearches() throws {
        let index = try SiteSearchIndex.wholeHIG()
        let folder = try TemporaryDirectory()
        let path = try folder.write("search-index.js", try index.script())
        let field = try #require(RankingModel.standard.fields.firstIndex { $0.name == "ko" })
        let expected = index.searchedFields().map { $0[field] }
        #expect(expected.contains { !$0.isEmpty })
        let made = try Self.fieldAsTheScriptsMakeIt("ko", indexPath: path)
        #expect(made.count == expected.count)
        let differing = zip(made, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(differing.isEmpty, "\(differing.count) differ, first: \(differing.first.map { "\($0)" } ?? "")")
    }

    static func fieldAsTheScriptsMakeIt(_ name: String, indexPath: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let driver = TestContent.packageRoot.appendingPathComponent("Tests/site-js/derived-fields.mjs").path
        process.arguments = ["node", driver, indexPath, name]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "node derived-fields.mjs failed")
        return try JSONDecoder().decode([String].self, from: data)
    }
}
