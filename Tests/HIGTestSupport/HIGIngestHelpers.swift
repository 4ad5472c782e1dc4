import HIGIngest

package enum HIGIngestHelpers {
    package static func ingest(_ paths: String...) -> IngestResult {
        Ingester().ingest(paths: paths)
    }
}
