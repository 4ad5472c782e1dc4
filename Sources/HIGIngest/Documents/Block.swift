/// One block of a document in reading order: the common form every reader produces and the
/// draft builder consumes.
struct Block: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case heading(level: Int)
        case paragraph
        case listItem
        /// A block quote: in bilingual notes, the Korean translation of the block before it.
        case quote
        /// A table row, its cells joined by " | ": only a change log's dates are read from it.
        case tableRow
    }

    var kind: Kind
    var content: RichText
    var line: Int
    /// A table row's cells as the source separates them, and the table it belongs to; nil for
    /// every other block.
    var tableCells: TableRowCells?
    /// A list item's nesting (1 for an outermost list) and whether its list is numbered.
    var listDepth = 1
    var ordered = false
    /// A callout's label ("Note", "Developer note"): a quote that is a callout, not a translation.
    var callout: String?

    init(_ kind: Kind, _ content: RichText, line: Int) {
        self.kind = kind
        self.content = content
        self.line = line
    }

    var headingLevel: Int? {
        if case .heading(let level) = kind { return level }
        return nil
    }
}
