/// Addresses on Apple's site of the guidelines a page or practice comes from.
package enum AppleURL {
    package static let guidelinesRoot = "https://developer.apple.com/design/human-interface-guidelines"

    /// The page's address; the landing page is the root itself.
    package static func page(_ slug: String) -> String {
        slug == "human-interface-guidelines" ? guidelinesRoot : guidelinesRoot + "/" + slug
    }

    /// The page's address with the anchor Apple gives a section's heading, when there is a section.
    package static func section(_ title: String, onPage slug: String) -> String {
        let anchor = fragment(title)
        return anchor.isEmpty ? page(slug) : page(slug) + "#" + anchor
    }

    /// Apple's anchor for a heading, as its pages link to them: words joined by hyphens, case
    /// kept, punctuation dropped ("iOS, iPadOS" is `iOS-iPadOS`, "Multiple windows on iPad"
    /// `Multiple-windows-on-iPad`).
    package static func fragment(_ title: String) -> String {
        let words = title.split(whereSeparator: \.isWhitespace).map { word in
            String(word.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        }
        return words.filter { !$0.isEmpty }.joined(separator: "-")
    }
}
