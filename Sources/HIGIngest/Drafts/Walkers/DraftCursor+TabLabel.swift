extension DraftCursor {
    /// The most words a tab's label has ("iOS, iPadOS, macOS, visionOS").
    private static let tabLabelWords = 6

    /// Keeps a paragraph that is only a short bold label ("**tvOS**") as the label of the table
    /// that follows it, across the images between; any other block ends it. Apple's Korean pages
    /// write the tabs of a tabbed table so.
    mutating func noteTabLabel(_ block: Block) {
        let content = block.content
        switch block.kind {
        case .tableRow:
            return
        case .paragraph:
            if !content.images.isEmpty, content.text.allSatisfy(\.isWhitespace) { return }
            if let lead = content.lead, content.afterLead.isEmpty,
                lead.split(separator: " ").count <= Self.tabLabelWords
            {
                tabLabel = lead.trimmingCharacters(in: .whitespaces)
                return
            }
        default:
            break
        }
        tabLabel = nil
    }
}
