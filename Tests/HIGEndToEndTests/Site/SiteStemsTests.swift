import Foundation
import HIGIndex
import HIGModel
import HIGSite
import HIGTestSupport
import Testing

/// The stems of the site's search index: a failure to make them stops the site with a reason.
@Suite("Site search stems")
struct SiteStemsTests {
    struct StemmerDown: Error, CustomStringConvertible {
        var description: String { "the tokenizer is not available" }
    }

    @Test("words that cannot be stemmed stop the site with the reason, instead of a search without stems")
    func stemmingFailureReported() throws {
        let graph = HostileGraph.make()
        var input = SiteInput(
            graph: graph, sourcePath: { $0 }, contentDigest: "0", indexed: "", tool: "hig test",
            vocabulary: .index(taxonomy: graph.taxonomy))
        input.vocabulary.stems = { _ in throw StemmerDown() }
        let directory = try TemporaryDirectory()
        let generator = SiteGenerator(theme: try SiteTheme(folder: TestSite.theme), input: input)
        #expect {
            try generator.write(to: directory.path + "/site")
        } throws: { error in
            "\(error)".contains("cannot stem the words of the search index")
                && "\(error)".contains("the tokenizer is not available")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/site/assets/search-index.js"))
    }
}
