import Foundation

/// Whether downloaded bytes are a page the DocC reader can read, before they replace a file:
/// a render node with an identifier, a title and content.
package enum RenderNodeCheck {
    /// The largest page ingest reads; a fetch reads no further into an answer than this.
    package static let maximumSize = SourceLimits.maximumFileSize

    /// Nil for a well-formed render node; else what is wrong with it.
    package static func problem(in data: Data) -> String? {
        let node: RenderNode
        do {
            node = try JSONDecoder().decode(RenderNode.self, from: data)
        } catch {
            return "not DocC render JSON: \(DocCJSONReader.describe(error))"
        }
        if node.identifier?.url?.isEmpty ?? true { return "the render node has no identifier URL" }
        if node.metadata?.title?.isEmpty ?? true { return "the render node has no title" }
        if node.primaryContentSections == nil { return "the render node has no content sections" }
        return nil
    }
}
