import HIGIndex
import HIGModel

/// The graph behind the browsing commands, loaded from a fresh index.
extension LocationOptions {
    func loadGraph() throws -> RuleGraph {
        try IndexMetadata.loadGraph(indexPath: try freshIndex())
    }
}

extension RuleGraph {
    /// Pages and practices that point at this page.
    func incomingReferences(to pageID: String) -> (pages: [Page], practices: [Practice]) {
        let pages = pages.filter { page in
            page.id != pageID && page.related.contains { $0.kind == .page && $0.target == pageID }
        }
        let practices = practices.filter { practice in
            practice.page != pageID && practice.references.contains { $0.kind == .page && $0.target == pageID }
        }
        return (pages, practices)
    }

    func pageTitle(_ id: String) -> String {
        page(id: id)?.title ?? id
    }
}
