import Foundation
import HIGIndex
import HIGIngest
import HIGModel

/// Content a test writes itself: a few files (path → text) in a temporary folder, read with the
/// shipped taxonomy unless the test gives its own, and indexed. A test about a mechanism uses
/// this instead of the shipped Content, so it stays fast and no edit of the guidelines breaks it.
///
/// The pages declare no Apple address, so their guidance reads as an article's: searches that
/// should see it ask for `GuidelineFilter.everyKind`.
package final class InlineContent: Sendable {
    /// The folder the files are written to, as `hig` would be given it with `--content`.
    package let folder: TemporaryDirectory
    package let result: IngestResult
    /// The index of `graph`, beside the folder rather than inside it so that it is never read as content.
    package let indexPath: String
    private let indexFolder: TemporaryDirectory

    package var graph: RuleGraph { result.graph }

    package init(_ files: [String: String], taxonomy: String? = nil) throws {
        folder = try TemporaryDirectory()
        for (name, text) in files { try folder.write(name, text) }
        let taxonomyText = try taxonomy ?? String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8)
        try folder.write("taxonomy.yml", taxonomyText)
        result = Ingester().ingest(paths: [folder.path])
        indexFolder = try TemporaryDirectory()
        indexPath = indexFolder.path + "/index.sqlite"
        try IndexWriter.write(result.graph, fingerprint: "test", contentPaths: [folder.path], to: indexPath)
    }

    package func engine() throws -> SearchEngine {
        try SearchEngine(indexPath: indexPath)
    }

    /// The leads of the practices a query finds, from every kind of source unless told otherwise.
    package func leads(_ query: String, filters: GuidelineFilter = .everyKind, limit: Int = 10) throws -> [String] {
        try engine().search(query, filters: filters, limit: limit).hits.compactMap { $0.practice?.lead }
    }
}
