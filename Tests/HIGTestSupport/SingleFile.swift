import Foundation
import HIGIngest
import HIGModel

/// Ingests one shipped file (with the shipped taxonomy) on its own: what a reader makes of it.
package enum SingleFile {
    package static func ingest(_ relative: String) -> IngestResult {
        Ingester(displayPath: TestContent.displayPath).ingest(
            paths: [TestContent.path(relative)], taxonomyPath: TestContent.path("taxonomy.yml"))
    }

    package static func ingest(text: String, named name: String = "page.md") throws -> (
        IngestResult, TemporaryDirectory
    ) {
        let directory = try TemporaryDirectory()
        try directory.write(name, text)
        try directory.write("taxonomy.yml", String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        let result = Ingester().ingest(paths: [directory.path])
        return (result, directory)
    }

    /// Several files at their relative paths in one content folder, with the shipped taxonomy.
    package static func ingest(files: [String: String]) throws -> (IngestResult, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        for (name, text) in files { try directory.write(name, text) }
        try directory.write("taxonomy.yml", String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        return (Ingester().ingest(paths: [directory.path]), directory)
    }
}
