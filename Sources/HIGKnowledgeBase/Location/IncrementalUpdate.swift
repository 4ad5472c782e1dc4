import HIGIndex
import HIGIngest
import HIGModel

/// Brings an index up to date in place when only a few files changed and each still holds the
/// page it held: those pages are read and assembled again and their rows replaced. Anything
/// else (files added or removed, a new title, a new taxonomy or build of the tool) returns
/// false, and the caller rebuilds the index whole.
struct IncrementalUpdate {
    /// More changed files than this are read faster by a full ingest on every core.
    static let maximumChangedFiles = 32

    let indexPath: String
    let content: CheckedContent
    let stamps: [String: String]

    private var contentPaths: [String] { content.contentPaths }

    /// - Returns: the number of pages rebuilt, or nil when the index must be rebuilt whole.
    func run(metadata: IndexMetadata) throws -> Int? {
        guard metadata.stamps == stamps, metadata.contentPaths == contentPaths else { return nil }
        let reader = try IndexReader(indexPath: indexPath)
        let recorded = try reader.sourceFiles()
        let current = content.listing.sortedFiles
        guard Set(current.map(\.path)) == Set(recorded.map(\.path)) else { return nil }
        let recordedByPath = Dictionary(recorded.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = current.filter { entry in
            recordedByPath[entry.path]?.stamp != entry.stamp
        }
        guard !changed.isEmpty, changed.count <= Self.maximumChangedFiles else { return nil }
        var pages: [String: [String]] = [:]
        for entry in changed {
            guard let page = recordedByPath[entry.path]?.page else { return nil }
            pages[page] = recorded.filter { $0.page == page }.map(\.path)
        }
        let titles = Dictionary(try reader.pageTitles().map { ($0.id, $0.title) }, uniquingKeysWith: { a, _ in a })
        let allFiles = recorded.compactMap { file in file.page.map { (path: file.path, page: $0) } }
        let reassembly = PageReassembly(
            taxonomy: try reader.taxonomy(), contentPaths: contentPaths, currentEdition: try reader.currentEdition())
        guard
            let rebuilt = reassembly.rebuild(pages: pages, allFiles: allFiles, titles: titles),
            rebuilt.pages.allSatisfy({ titles[$0.id] == $0.title }), rebuilt.pages.count == pages.count
        else { return nil }
        try IndexUpdater.replace(
            pages: rebuilt.pages, practices: rebuilt.practices,
            files: changed.map { ($0.path, $0.stamp) }, fingerprint: content.fingerprint,
            in: indexPath)
        return rebuilt.pages.count
    }
}
