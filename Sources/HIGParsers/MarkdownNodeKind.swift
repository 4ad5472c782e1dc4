extension MarkdownNode {
    /// What a node is, as cmark-gfm names it (`cmark_node_get_type_string`), so a reader switches
    /// over the kinds the parser gives and a misspelt kind does not compile.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case document
        case blockQuote = "block_quote"
        case list
        case item
        case codeBlock = "code_block"
        case htmlBlock = "html_block"
        case customBlock = "custom_block"
        case paragraph
        case heading
        case thematicBreak = "thematic_break"
        case footnoteDefinition = "footnote_definition"
        case text
        case softbreak
        case linebreak
        case code
        case htmlInline = "html_inline"
        case customInline = "custom_inline"
        case emph
        case strong
        case link
        case image
        case footnoteReference = "footnote_reference"
        // The GitHub extensions the parser attaches.
        case table
        case tableHeader = "table_header"
        case tableRow = "table_row"
        case tableCell = "table_cell"
        case strikethrough
        /// A list item with a check box (`- [ ]`, `- [x]`).
        case tasklist
        /// A kind this list does not name (a newer cmark-gfm, another extension): kept in the
        /// tree so its children are still read.
        case other

        /// The kind of cmark-gfm's type string.
        package init(cmarkName: String) {
            self = Kind(rawValue: cmarkName) ?? .other
        }
    }
}
