import HIGExport

/// Guideline text placed in the MCP server's Markdown without turning into markup, escaped as
/// the exports and citations escape it, and short lists.
public enum MarkdownText {
    public static func inline(_ text: String) -> String {
        MarkdownEscaping.inline(text)
    }

    public static func list(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.joined(separator: ", ")
    }
}
