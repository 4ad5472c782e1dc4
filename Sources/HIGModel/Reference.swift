/// A cross-reference from a practice or page.
package struct Reference: Hashable, Codable, Sendable {
    package enum Kind: String, Codable, Sendable {
        /// Another HIG page; `target` is its page ID.
        case page
        /// A developer symbol such as `UIModalPresentationStyle` or `sceneDidEnterBackground`.
        case symbol
        /// A WWDC session or video.
        case video
        /// Any other link; `target` is the URL.
        case link
    }

    package var kind: Kind
    package var target: String
    package var title: String
    /// For page references: whether the target page is in the graph.
    package var resolved: Bool

    package init(kind: Kind, target: String, title: String, resolved: Bool = false) {
        self.kind = kind
        self.target = target
        self.title = title
        self.resolved = resolved
    }
}
