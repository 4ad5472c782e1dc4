import Foundation
import HIGCompare
import HIGIndex
import HIGIngest
import HIGModel

/// One side of `hig diff`: a content folder, ingested as it is (nothing is written), or an index
/// file, read.
package enum SnapshotLoader {
    package static func graph(at path: String, paths: PathDisplay = PathDisplay()) throws -> RuleGraph {
        let absolute = paths.absolute(path)
        if FileSystem.isDirectory(absolute) {
            // A folder of fetched pages has no taxonomy of its own: the shipped one tags it, so
            // that both sides are tagged alike.
            let taxonomy =
                Ingester.defaultTaxonomyPath(for: [absolute])
                ?? ContentLocator.findContent().flatMap { Ingester.defaultTaxonomyPath(for: [$0]) }
            return Ingester().ingest(paths: [absolute], taxonomyPath: taxonomy).graph
        }
        guard FileManager.default.fileExists(atPath: absolute) else {
            throw KnowledgeBaseError("\(paths.display(path)): no such content folder or index file")
        }
        do {
            return try IndexReader(indexPath: absolute).graph()
        } catch {
            throw KnowledgeBaseError("\(paths.display(path)): not a content folder or a readable index: \(error)")
        }
    }

    /// The edition the nearest `SOURCES.md` at or above a folder gives it (`markdown-bilingual/jeonhui/`
    /// is the 2022 edition), for a snapshot whose pages carry no change log.
    static func listedEdition(of folder: String) -> String? {
        guard FileSystem.isDirectory(folder) else { return nil }
        var url = URL(fileURLWithPath: folder).standardizedFileURL
        let target = url.path + "/"
        for _ in 0..<8 {
            if FileManager.default.fileExists(atPath: url.appendingPathComponent(SourceEditions.fileName).path),
                let edition = SourceEditions.load(roots: [url.path]).edition(of: target)
            {
                return edition
            }
            let parent = url.deletingLastPathComponent()
            if parent.path == url.path { break }
            url = parent
        }
        return nil
    }

    /// The comparison of two snapshots, narrowed by filters as typed (checked against the newer
    /// snapshot's taxonomy and pages, then the older one's).
    package static func diff(
        old: String, new: String, filters: FilterRequest, paths: PathDisplay = PathDisplay()
    ) throws -> GraphDiff {
        let oldGraph = try graph(at: old, paths: paths)
        let newGraph = try graph(at: new, paths: paths)
        let diff = GraphComparer().compare(
            oldGraph, newGraph, oldName: paths.display(old), newName: paths.display(new),
            oldEdition: listedEdition(of: paths.absolute(old)), newEdition: listedEdition(of: paths.absolute(new)))
        guard !filters.isEmpty else { return diff }
        let titles = (newGraph.pages + oldGraph.pages).map { PageTitle(id: $0.id, title: $0.title) }
        let filter = try FilterResolver(taxonomy: newGraph.taxonomy, pages: titles).resolve(filters)
        return diff.filtered(by: filter)
    }
}
