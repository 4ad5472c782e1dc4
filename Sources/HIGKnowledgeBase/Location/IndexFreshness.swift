import Foundation
import HIGIndex
import HIGIngest
import HIGModel
import HIGSupport

/// Keeps an index in step with its content: a missing or stale index is rebuilt before it is
/// read. Nothing here prints; callers are told what happened through `IndexRebuild`.
package struct IndexFreshness: Sendable {
    package let paths: PathDisplay

    package init(paths: PathDisplay = PathDisplay()) {
        self.paths = paths
    }

    /// What a rebuild reports while it runs: why it started, and how many content files had
    /// errors once it is done.
    package enum RebuildEvent: Sendable, Equatable {
        case started(reason: Reason, content: [String], index: String)
        case finished(errorCount: Int)
        /// The content the index was built from is gone: the index is answered from as it is,
        /// never rebuilt empty.
        case contentMissing([String])
        /// The index is stale but cannot be rewritten where it is (a read-only place): it is
        /// answered from as it is.
        case staleAndUnwritable(String)
        /// A few files changed: their pages were rebuilt in the index in place.
        case updated(pages: Int)
        /// Another process is rebuilding or updating the index: this one waits for it.
        case waiting(index: String)

        package enum Reason: String, Sendable {
            case missing = "no index yet"
            case stale = "the content changed"
        }
    }

    /// Runs `read` on the index as it is while another thread checks the content, so a read
    /// does not wait for a walk of every content file. When the check finds the index out of
    /// date, what `read` made (or threw) is dropped, the index is brought up to date and `read`
    /// runs again. `read` must only read: it may run twice. With a `watch` that vouches for the
    /// content since the walk that found the index current, there is no walk at all.
    package func reading<Value>(
        _ location: IndexLocation, watch: ContentWatch? = nil, report: (RebuildEvent) -> Void = { _ in },
        _ read: (String) throws -> Value
    ) throws -> Value {
        guard let metadata = try IndexMetadata.load(indexPath: location.index), metadata.isCurrentSchema,
            location.content == nil || location.content == metadata.contentPaths,
            metadata.contentPaths.allSatisfy(FileSystem.exists)
        else {
            return try read(ensureFresh(location, report: report))
        }
        let contentPaths = metadata.contentPaths
        let verdict = watch?.verdict(for: contentPaths)
        if verdict == .unchanged(fingerprint: metadata.fingerprint) { return try read(location.index) }
        let check = Pending { CheckedContent(contentPaths) }
        let early = Result { try read(location.index) }
        let content = check.wait()
        if content.fingerprint == metadata.fingerprint {
            if case .walk(let ticket) = verdict { watch?.confirm(content.fingerprint, ticket: ticket) }
            return try early.get()
        }
        var changed = false
        let index = try ensureFresh(location, checked: content) { event in
            switch event {
            case .updated, .finished: changed = true
            case .started, .contentMissing, .staleAndUnwritable, .waiting: break
            }
            report(event)
        }
        // Another process may have brought the index up to date while this one waited.
        let updatedElsewhere = try IndexMetadata.load(indexPath: index)?.fingerprint != metadata.fingerprint
        // A stale index that could not be rewritten is answered from as it is: read already.
        return try changed || updatedElsewhere ? read(index) : early.get()
    }

    /// Returns the index path, rebuilding the index first when it is missing or stale.
    /// `checked` is content the caller has just checked: used only when its folders are still
    /// the folders wanted (another process may have rebuilt the index for other folders
    /// meanwhile).
    package func ensureFresh(
        _ location: IndexLocation, checked known: CheckedContent? = nil, report: (RebuildEvent) -> Void = { _ in }
    ) throws -> String {
        let metadata = try IndexMetadata.load(indexPath: location.index)
        guard let wanted = location.content ?? metadata?.contentPaths else {
            throw KnowledgeBaseError(IndexFile.whyUnreadable(location.index, shown: paths.display(location.index)))
        }
        let missing = wanted.filter { !FileSystem.exists($0) }
        if !missing.isEmpty, let metadata, metadata.isCurrentSchema {
            report(.contentMissing(missing))
            return location.index
        }
        let content = known.flatMap { $0.contentPaths == wanted ? $0 : nil } ?? CheckedContent(wanted)
        if Self.isCurrent(metadata, contentPaths: wanted, fingerprint: content.fingerprint) { return location.index }
        // One process at a time brings the index up to date; the others wait for it, and most
        // then find it current.
        let lock = try IndexLock.acquire(for: location.index, shown: paths.display(location.index)) {
            report(.waiting(index: location.index))
        }
        defer { withExtendedLifetime(lock) {} }
        let latest = try IndexMetadata.load(indexPath: location.index)
        if Self.isCurrent(latest, contentPaths: wanted, fingerprint: content.fingerprint) { return location.index }
        try refresh(location.index, from: latest, content: content, report: report)
        return location.index
    }

    private static func isCurrent(_ metadata: IndexMetadata?, contentPaths: [String], fingerprint: String) -> Bool {
        guard let metadata else { return false }
        return metadata.isCurrentSchema && metadata.contentPaths == contentPaths && metadata.fingerprint == fingerprint
    }

    /// Updates the index in place when only a few pages changed, or rebuilds it whole; the
    /// caller holds the index lock. An index kept locked by a reader is an error, never a reason
    /// to rebuild.
    private func refresh(
        _ index: String, from metadata: IndexMetadata?, content: CheckedContent, report: (RebuildEvent) -> Void
    ) throws {
        let wanted = content.contentPaths
        if let metadata, metadata.isCurrentSchema {
            let update = IncrementalUpdate(indexPath: index, content: content, stamps: Self.stamps(wanted))
            do {
                if let pages = try update.run(metadata: metadata) {
                    report(.updated(pages: pages))
                    return
                }
            } catch let error as IndexError {
                if case .locked = error { throw error }
            } catch {
                // A failed update in place falls back to a rebuild, which replaces the file.
            }
        }
        try Self.requireReplaceable(index, paths: paths)
        report(.started(reason: metadata == nil ? .missing : .stale, content: wanted, index: index))
        let result = Ingester().ingest(content.listing)
        try Self.requirePages(result, contentPaths: wanted, paths: paths)
        do {
            try Self.write(
                result.graph, contentPaths: wanted, fingerprint: content.fingerprint, to: index, paths: paths)
        } catch let error as KnowledgeBaseError {
            guard let metadata, metadata.isCurrentSchema else { throw error }
            report(.staleAndUnwritable(error.description))
            return
        }
        report(.finished(errorCount: result.diagnostics.filter { $0.severity == .error }.count))
    }

    /// What must be the same for an index to be updated in place rather than rebuilt: the build
    /// of the tool, the taxonomy file and the content's SOURCES.md listings.
    static func stamps(_ contentPaths: [String]) -> [String: String] {
        let taxonomy = Ingester.defaultTaxonomyPath(for: contentPaths).map { path in
            ContentFiles.list([path]).first.map(\.stamp.token) ?? "missing"
        }
        let listings = ContentFiles.list(contentPaths.map { $0 + "/" + SourceEditions.fileName })
            .map { "\($0.path)-\($0.stamp.token)" }.joined(separator: ";")
        return ["tool": ToolIdentity.indexFormat, "taxonomy": taxonomy ?? "none", "listings": listings]
    }

    /// Refuses, before anything is read, to write an index over a file that hig did not write.
    static func requireReplaceable(_ index: String, paths: PathDisplay) throws {
        if let reason = try IndexReplacement.refusal(at: index) {
            throw KnowledgeBaseError("not replacing \(paths.display(index)) with an index: it \(reason)")
        }
    }

    /// Refuses to write an index of content that holds no pages, which would answer every
    /// question with nothing: a folder that is empty or holds no file hig reads as a page.
    /// Content whose files all failed to read keeps its diagnostics and exit code instead.
    static func requirePages(_ result: IngestResult, contentPaths: [String], paths: PathDisplay) throws {
        guard result.graph.pages.isEmpty, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            return
        }
        let shown = contentPaths.map(paths.display).joined(separator: ", ")
        throw KnowledgeBaseError("the content \(shown) holds no pages: no file in it is a page hig reads")
    }

    /// Writes a graph as the index at `index`, refusing to replace a file that is not a hig index.
    package static func write(
        _ graph: RuleGraph, contentPaths: [String], fingerprint: String, to index: String,
        paths: PathDisplay = PathDisplay()
    ) throws {
        try requireReplaceable(index, paths: paths)
        do {
            try IndexWriter.write(
                graph, fingerprint: fingerprint, contentPaths: contentPaths, to: index, stamps: stamps(contentPaths))
        } catch {
            throw KnowledgeBaseError("cannot write the index \(paths.display(index)): \(error)")
        }
    }
}
