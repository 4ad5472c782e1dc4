/// A CommonMark (GitHub-flavoured) node copied out of cmark-gfm into a Sendable value.
package struct MarkdownNode: Sendable, Hashable {
    /// What the node is: a document, heading, paragraph, text, strong, table, …
    package var type: Kind
    /// Text of leaf nodes (text, code, html).
    package var literal: String
    /// Link or image destination.
    package var url: String
    /// Heading level; 0 elsewhere.
    package var headingLevel: Int
    /// For a task-list item (`.tasklist`): whether its box is checked.
    package var checked: Bool = false
    /// For a list: whether it is numbered.
    package var ordered: Bool = false
    /// 1-based start line in the parsed text (0 when cmark gives none, as for soft breaks).
    package var line: Int
    package var children: [MarkdownNode]

    package init(
        type: Kind, literal: String = "", url: String = "", headingLevel: Int = 0, line: Int = 0,
        children: [MarkdownNode] = []
    ) {
        self.type = type
        self.literal = literal
        self.url = url
        self.headingLevel = headingLevel
        self.line = line
        self.children = children
    }
}
