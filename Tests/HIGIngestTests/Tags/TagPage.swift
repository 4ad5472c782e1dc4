import HIGIngest
import HIGModel
import HIGTestSupport

/// A small inline page ingested with the shipped taxonomy: the practices of one Markdown page.
enum TagPage {
    static func practices(_ markdown: String) throws -> [Practice] {
        let directory = try TemporaryDirectory()
        try directory.write("page.md", markdown)
        let result = Ingester().ingest(paths: [directory.path], taxonomyPath: TestContent.path("taxonomy.yml"))
        return result.graph.practices
    }

    /// The one practice of a page titled `title` with a "Best practices" section.
    static func practice(_ title: String, _ paragraph: String, section: String = "Best practices") throws -> Practice? {
        try practices("# \(title)\n\nIntro.\n\n## \(section)\n\n\(paragraph)\n").first
    }
}
