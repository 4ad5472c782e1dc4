import HIGExport
import HIGModel

/// A page's or practice's tables in the MCP server's Markdown: a "Tables" section, each table under a
/// heading naming its section and ID, as a GFM table; in the answer's language, as `hig show`
/// gives them (Apple's Korean table in place of the English under `ko`, beneath it under `both`;
/// a table only that edition gives says so in its heading).
package enum TableMarkdownSection {
    package static func lines(_ tables: [Table], page: String, language: OutputLanguage = .en) -> [String] {
        guard !tables.isEmpty else { return [] }
        var lines = ["", "## Tables"]
        for table in tables {
            let place = table.section.map { MarkdownText.inline($0) + " — " } ?? ""
            // A table only Apple's Korean edition gives says so where it is named.
            let origin = table.onlyInKorean == true ? " (\(ToolWords.onlyInAppleKorean.text(language)))" : ""
            lines += ["", "### \(place)`\(table.id(onPage: page))`\(origin)", ""]
            for (index, edition) in table.editions(in: language).enumerated() {
                lines += (index == 0 ? [] : [""]) + TableMarkdown.lines(edition)
            }
        }
        return lines
    }
}
