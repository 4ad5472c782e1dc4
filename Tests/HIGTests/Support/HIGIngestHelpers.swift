import HIGIngest

enum HIGIngestHelpers {
    static func ingest(_ paths: String...) -> IngestResult {
        Ingester().ingest(paths: paths)
    }
}
