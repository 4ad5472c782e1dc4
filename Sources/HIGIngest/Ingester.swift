import Foundation
import HIGModel
import HIGParsers
import HIGSupport

/// What an ingest produced: the graph and every diagnostic, in file order.
package struct IngestResult: Sendable {
    package var graph: RuleGraph
    package var diagnostics: [Diagnostic]

    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads content files of every format into one rule graph.
package struct Ingester: Sendable {
    /// Makes file paths as users should see them (relative to the working directory).
    package var displayPath: @Sendable (String) -> String

    package init(displayPath: @escaping @Sendable (String) -> String = { $0 }) {
        self.displayPath = displayPath
    }

    /// - Parameters:
    ///   - paths: files or folders to read.
    ///   - taxonomyPath: the taxonomy file; by default `taxonomy.yml` in the first folder given.
    ///   - progress: called after each file with (done, total).
    package func ingest(
        paths: [String], taxonomyPath: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> IngestResult {
        ingest(ContentListing(paths: paths), taxonomyPath: taxonomyPath, progress: progress)
    }

    /// Reads the files a listing found, with the stamps it took of them.
    package func ingest(
        _ listing: ContentListing, taxonomyPath: String? = nil, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> IngestResult {
        let paths = listing.paths
        let taxonomyFile = taxonomyPath ?? Self.defaultTaxonomyPath(for: paths)
        var diagnostics: [Diagnostic] = []
        var taxonomy = Taxonomy()
        if let taxonomyFile {
            // A taxonomy found in the content folder must lie in it; one named by the caller may be anywhere.
            let folder = taxonomyPath == nil ? (taxonomyFile as NSString).deletingLastPathComponent : nil
            let (loaded, problems) = TaxonomyLoader.load(
                path: taxonomyFile, displayPath: displayPath(taxonomyFile), folder: folder)
            taxonomy = loaded
            diagnostics += problems
        } else {
            let expected = (paths.first ?? ".") + "/" + TaxonomyLoader.fileName
            diagnostics.append(
                Diagnostic(
                    file: displayPath(expected), line: 1, severity: .warning, id: "ingest.taxonomy.missing",
                    message: "no taxonomy.yml in the content folder; platforms, states and styles are not tagged"))
        }
        let tagger = GuidelineTagger(taxonomy: taxonomy)
        let builder = DraftBuilder(platforms: tagger.platforms)
        let editions = SourceEditions.load(roots: SourceEditions.roots(for: paths))
        let files = listing.sortedFiles
        diagnostics += (editions.diagnostics + listing.diagnostics).map { problem in
            var shown = problem
            shown.file = displayPath(problem.file)
            return shown
        }
        ParserLibraries.prepare()
        let counter = ProgressCounter()
        let shownPath = displayPath
        let read = files.concurrentMap { file -> FileResult in
            defer { progress?(counter.increment(), files.count) }
            return Self.read(file, shown: shownPath(file.path), builder: builder, editions: editions)
        }
        var drafts: [PageDraft] = []
        var ingested: [IngestedFile] = []
        for result in read {
            diagnostics += result.diagnostics
            if let draft = result.draft { drafts.append(draft) }
            ingested.append(result.file)
        }
        let assembled = GraphAssembler(tagger: tagger).assemble(drafts, files: ingested)
        return IngestResult(graph: assembled.graph, diagnostics: diagnostics + assembled.diagnostics)
    }

    private struct FileResult: Sendable {
        var diagnostics: [Diagnostic]
        var draft: PageDraft?
        var file: IngestedFile
    }

    /// One file read into a draft, on whichever core is free.
    private static func read(
        _ file: ContentFiles.Entry, shown: String, builder: DraftBuilder, editions: SourceEditions
    ) -> FileResult {
        let document = SourceReader.read(path: file.path, displayPath: shown)
        var diagnostics = document.diagnostics
        if !document.isRejected && document.blocks.isEmpty {
            diagnostics.append(
                Diagnostic(
                    file: shown, line: 1, severity: .warning, id: "ingest.file.no-content",
                    message: "no text was found in this \(document.format.rawValue) file; skipped"))
        }
        guard document.givesPage else {
            return FileResult(
                diagnostics: diagnostics, draft: nil,
                file: IngestedFile(path: shown, format: document.format.rawValue, page: nil, stamp: file.stamp))
        }
        var draft = builder.build(document)
        draft.date(listed: editions.edition(of: file.path), kind: editions.kind(of: file.path))
        return FileResult(
            diagnostics: diagnostics, draft: draft,
            file: IngestedFile(path: shown, format: document.format.rawValue, page: draft.slug, stamp: file.stamp))
    }

    /// The folders among the paths given: where a SOURCES.md may date their files.
    package static func folders(in paths: [String]) -> [String] {
        paths.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
    }

    package static func defaultTaxonomyPath(for paths: [String]) -> String? {
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                let candidate = (path as NSString).appendingPathComponent(TaxonomyLoader.fileName)
                if FileManager.default.fileExists(atPath: candidate) { return candidate }
            }
        }
        return nil
    }
}
