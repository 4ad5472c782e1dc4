/// Table rows into the page's tables, each attached to its section and to the practice it
/// follows, or captioned by the paragraph that introduces it.
enum TableWalker: DraftWalker {
    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard block.kind == .tableRow else { return false }
        // A table under "Resources" lists links, not values.
        if cursor.resourceList != .skipped {
            cursor.draft.addTableRow(
                block, section: cursor.currentSection, leadIn: leadIn(cursor.previous), tabLabel: cursor.tabLabel)
            cursor.tabLabel = nil
        }
        return true
    }

    /// What a table starting here follows: the open practice, or the paragraph just before.
    private static func leadIn(_ previous: DraftCursor.Previous) -> TableLeadIn {
        switch previous {
        case .practice(let index): .practice(index)
        case .paragraph(let text, _): .paragraph(text)
        case .none: .none
        }
    }
}
