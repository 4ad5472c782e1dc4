import HIGIngest
import HIGModel
import HIGTestSupport

/// Ingests the shipped files one by one in reverse order, to show IDs do not depend on order.
enum HIGIngestReordering {
    static func ingestInReverse() -> RuleGraph {
        let files = TestContent.graph.files.map { TestContent.packageRoot.appendingPathComponent($0.path).path }
        return Ingester(displayPath: TestContent.displayPath).ingest(
            paths: files.reversed(), taxonomyPath: TestContent.path("taxonomy.yml")
        ).graph
    }
}
