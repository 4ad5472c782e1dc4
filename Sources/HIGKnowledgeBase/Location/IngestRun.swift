import HIGIngest
import HIGModel

/// `hig ingest`: which content to read and where the index goes, then the read and the write.
package struct IngestRun: Sendable {
    package var contentPaths: [String]
    package var indexPath: String
    package let paths: PathDisplay

    /// - Parameters:
    ///   - inputs: files or folders named on the command line; none means the content folder.
    ///   - content, index: `--content` and `--index` as typed.
    package init(inputs: [String], content: String?, index: String?, paths: PathDisplay = PathDisplay()) throws {
        self.paths = paths
        var contentPaths = inputs.map(paths.absolute)
        if contentPaths.isEmpty {
            // `--index` says where the result goes; the content is named or found as usual.
            contentPaths = try IndexLocation.resolve(content: content, index: nil, paths: paths).content ?? []
        }
        guard let first = contentPaths.first else {
            throw KnowledgeBaseError("nothing to ingest: name files or folders, or pass --content DIR")
        }
        self.contentPaths = contentPaths
        indexPath =
            try index.map { try FileLinks.target(of: paths.absolute($0)) }
            ?? ContentLocator.defaultIndex(forContent: contentPaths.first(where: FileSystem.isDirectory) ?? first)
    }

    /// `hig ingest`: reads the content and replaces the index, and says what was read.
    package func ingest(progress: (@Sendable (Int, Int) -> Void)? = nil, waiting: () -> Void = {}) throws
        -> IngestSummary
    {
        IngestSummary(result: try run(progress: progress, waiting: waiting), paths: paths)
    }

    /// Reads the content and replaces the index; the previous index stays if the write fails.
    package func run(progress: (@Sendable (Int, Int) -> Void)? = nil, waiting: () -> Void = {}) throws
        -> IngestResult
    {
        // Taken for the whole run: a second ingest of the same index waits instead of reading
        // the content at the same time only to write the same file.
        let lock = try IndexLock.acquire(for: indexPath, shown: paths.display(indexPath), waiting: waiting)
        defer { withExtendedLifetime(lock) {} }
        try IndexFreshness.requireReplaceable(indexPath, paths: paths)
        let content = CheckedContent(contentPaths)
        let result = Ingester().ingest(content.listing, progress: progress)
        try IndexFreshness.requirePages(result, contentPaths: contentPaths, paths: paths)
        try IndexFreshness.write(
            result.graph, contentPaths: contentPaths, fingerprint: content.fingerprint, to: indexPath, paths: paths)
        return result
    }
}
