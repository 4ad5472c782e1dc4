import HIGExport

/// Guideline text placed in the MCP server's Markdown without turning into markup, escaped as
/// the exports and citations escape it, and short lists.
package enum MarkdownText {
    package static func inline(_ text: String) -> String {
        MarkdownEscaping.inline(text)
    }

    package static func list(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.joined(separator: ", ")
    }
}
