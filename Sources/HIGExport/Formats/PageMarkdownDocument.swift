import HIGModel

/// A page as one Markdown document for a reader or an agent: its title, Apple's URL, the
/// platforms, then its text in reading order, each guideline with its strength and platforms
/// and the tables that follow it, and Apple's change log. The site writes it beside each page's
/// HTML (`pages/ID.md`, listed in `llms.txt`) and the MCP server gives it as `hig://page/ID.md`.
package struct PageMarkdownDocument: Sendable {
    /// Platform ID → name (`ipados` → `iPadOS`).
    package var platformNames: [String: String]
    /// The titles of the pages above this one in Apple's navigation, outermost first.
    package var breadcrumb: [String] = []

    package init(platformNames: [String: String]) {
        self.platformNames = platformNames
    }

    package func render(_ page: Page, practices: [Practice]) -> String {
        var lines = ["# " + MarkdownEscaping.inline(page.title), ""]
        if !page.abstract.isEmpty { lines += ["> " + MarkdownEscaping.inline(page.abstract), ""] }
        var facts: [String] = []
        if !breadcrumb.isEmpty {
            facts.append("- In: " + breadcrumb.map(MarkdownEscaping.inline).joined(separator: " › "))
        }
        if let url = page.url { facts.append("- Apple: <\(url)>") }
        if !page.platforms.isEmpty { facts.append("- Platforms: " + names(page.platforms)) }
        if let edition = page.edition { facts.append("- Edition: \(edition)") }
        if let archived = page.archivedEdition { facts.append("- Archived: no current source has it (\(archived))") }
        if !facts.isEmpty { lines += facts + [""] }
        let byPractice = page.tablesByPractice
        let sectionTitles = Set(page.sections.map(\.title))
        let shownWith = Set(practices.map(\.id))
        let tables = { (tables: [Table]) in self.tables(tables.map(page.tableAmidProse), shownWith: shownWith) }
        lines += paragraphs(page.prose ?? []) + tables(page.tables ?? [])
        // A guideline whose section the page does not head comes first, as on the site.
        for practice in practices where !sectionTitles.contains(practice.section) {
            lines += guideline(practice, tables: byPractice[practice.id] ?? [])
        }
        for section in page.sections {
            let own = practices.filter { $0.section == section.title }
            let places = ProsePlaces(section.prose ?? [], shown: Set(own.map(\.id)))
            let body =
                paragraphs(places.opening) + tables(section.tables ?? [])
                + own.flatMap {
                    guideline($0, tables: byPractice[$0.id] ?? []) + paragraphs(places.after[$0.id] ?? [])
                }
            guard !body.isEmpty else { continue }
            let level = String(repeating: "#", count: min(max(section.level, 2), 6))
            lines += ["\(level) " + MarkdownEscaping.inline(section.title), ""] + body
        }
        if let log = page.changeLog, !log.isEmpty {
            lines += ["## Change log", "", "| Date | Change |", "| --- | --- |"]
            lines += log.map { "| \($0.date) | " + MarkdownEscaping.inline($0.text) + " |" }
            lines.append("")
        }
        while lines.last == "" { lines.removeLast() }
        return lines.joined(separator: "\n") + "\n"
    }

    private func names(_ platforms: [String]) -> String {
        platforms.map { platformNames[$0] ?? $0 }.joined(separator: ", ")
    }

    private func paragraphs(_ prose: [Paragraph]) -> [String] {
        prose.flatMap { paragraph in
            [MarkdownEscaping.escape(paragraph.text), ""]
                + (paragraph.ko.map { ko in
                    let label = paragraph.isMachineTranslated ? "(\(KoreanSource.machineTranslationLabel)) " : ""
                    return ["> " + label + MarkdownEscaping.inline(ko), ""]
                } ?? [])
        }
    }

    /// Tables that follow no guideline shown here: those that do come with it.
    private func tables(_ tables: [Table], shownWith practices: Set<String>) -> [String] {
        tables.filter { !practices.contains($0.practice ?? "") }.flatMap { TableMarkdown.lines($0) + [""] }
    }

    private func guideline(_ practice: Practice, tables: [Table]) -> [String] {
        var facts = [practice.strength.rawValue]
        if !practice.platforms.isEmpty { facts.append(names(practice.platforms)) }
        if let edition = practice.outdatedEdition {
            facts.append(edition.isEmpty ? "outdated" : "outdated: \(edition)")
        }
        // A lead with a link keeps it: `- **Include a settings item in the [App menu](…).**`.
        let lead = practice.rich?.linkedLead.map(RichTextRendering.markdown) ?? MarkdownEscaping.inline(practice.lead)
        var lines = ["- **" + lead + "** (" + facts.joined(separator: "; ") + ")"]
        if !practice.body.isEmpty { lines.append("  " + MarkdownEscaping.inline(practice.body)) }
        if let korean = practice.ko { lines.append("  " + MarkdownEscaping.inline(korean)) }
        lines.append("")
        for table in tables { lines += TableMarkdown.lines(table) + [""] }
        return lines
    }
}
