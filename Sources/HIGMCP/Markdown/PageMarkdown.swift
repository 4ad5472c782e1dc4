import HIGKnowledgeBase
import HIGModel

/// A page as one Markdown document: its sources, practices section by section, related pages
/// and what refers to it. It is both the `hig://page/{id}` resource and `get_page`'s text.
struct PageMarkdown {
    let paths: PathDisplay

    func render(_ detail: PageDetail) -> String {
        let page = paths.page(detail.page)
        var lines = ["# \(MarkdownText.inline(page.title))", ""]
        if !page.abstract.isEmpty { lines += [page.abstract, ""] }
        lines += [
            "- ID: `\(page.id)`",
            "- Platforms: \(MarkdownText.list(page.platforms))",
            "- Sources: " + page.sources.map { "`\($0)`" }.joined(separator: ", "),
        ]
        if let url = page.url { lines.append("- Apple: <\(url)>") }
        if let edition = page.edition { lines.append("- Edition: \(edition)") }
        if !page.koreanNotes.isEmpty { lines.append("- Korean notes: \(page.koreanNotes.count)") }
        var section: String?
        lines += ["", "## Practices"]
        for practice in detail.practices {
            if practice.section != section {
                section = practice.section
                lines += [
                    "", "### \(practice.section.isEmpty ? "(no section)" : MarkdownText.inline(practice.section))", "",
                ]
            }
            var line = "- **\(MarkdownText.inline(practice.lead))** `\(practice.strength.rawValue)` — `\(practice.id)`"
            if let url = practice.url { line += " <\(url)>" }
            if let korean = practice.ko {
                line += "\n  " + MarkdownText.inline(korean)
            }
            lines.append(line)
        }
        lines += TableMarkdownSection.lines(page.allTables, page: page.id)
        let references = [("Related", page.related), ("See also", page.seeAlso)]
        for (title, list) in references where !list.isEmpty {
            lines += ["", "## \(title)", ""]
            lines += list.map { "- " + ReferenceMarkdown.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.referencingPages.isEmpty || !detail.referencingPractices.isEmpty {
            lines += ["", "## Referred to by", ""]
            lines += detail.referencingPages.map {
                "- page: \(MarkdownText.inline($0.title)) — `\(ResourceURI.page($0.id))`"
            }
            lines += detail.referencingPractices.map { "- practice: \(MarkdownText.inline($0.lead)) (`\($0.id)`)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
