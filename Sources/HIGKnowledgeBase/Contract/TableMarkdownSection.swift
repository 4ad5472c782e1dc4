import HIGExport
import HIGModel

/// A page's or practice's tables in the MCP server's Markdown: a "Tables" section, each table under a
/// heading naming its section and ID, as a GFM table.
package enum TableMarkdownSection {
    package static func lines(_ tables: [Table], page: String) -> [String] {
        guard !tables.isEmpty else { return [] }
        var lines = ["", "## Tables"]
        for table in tables {
            let place = table.section.map { MarkdownText.inline($0) + " — " } ?? ""
            lines += ["", "### \(place)`\(table.id(onPage: page))`", ""]
            lines += TableMarkdown.lines(table)
        }
        return lines
    }
}
