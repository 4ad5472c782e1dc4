/// A section's paragraphs by where they stand among its guidelines: those before the first, and
/// those after each guideline, so a paragraph and the figures that explain a guideline are read
/// with it, as on Apple's page. A paragraph after a guideline not shown with the section (one only
/// older editions give) stays with those before the first.
package struct ProsePlaces: Sendable {
    package var opening: [Paragraph]
    /// Practice ID → the paragraphs right after it, in order.
    package var after: [String: [Paragraph]]

    /// - Parameter shown: the IDs of the practices shown in the section.
    package init(_ paragraphs: [Paragraph], shown: Set<String>) {
        opening = []
        after = [:]
        for paragraph in paragraphs {
            if let practice = paragraph.follows, shown.contains(practice) {
                after[practice, default: []].append(paragraph)
            } else {
                opening.append(paragraph)
            }
        }
    }
}
