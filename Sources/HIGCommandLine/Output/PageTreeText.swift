import HIGKnowledgeBase
import HIGModel

/// `hig pages`: the pages as Apple's navigation holds them, indented by level, then the pages
/// outside it and the archived ones under headings of their own.
struct PageTreeText {
    var terminal: Terminal
    var language = OutputLanguage.both

    func render(_ pages: [PageSummary]) -> String {
        let hierarchy = PageHierarchy(summaries: pages)
        let byID = Dictionary(pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for id in hierarchy.order {
            guard let page = byID[id] else { continue }
            let depth = hierarchy.ancestors(of: id).count
            lines.append(String(repeating: "  ", count: depth) + line(page))
        }
        let outside = hierarchy.outside.compactMap { byID[$0] }
        let current = outside.filter { $0.archivedEdition == nil }
        let archived = outside.filter { $0.archivedEdition != nil }
        if !current.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append(
                terminal.bold(ToolWords.notInNavigation.text(language))
                    + terminal.dim("  (" + ToolWords.noBreadcrumbPlacesThem.text(language) + ")"))
            lines += current.map { "  " + line($0) }
        }
        if !archived.isEmpty {
            lines.append("")
            lines.append(
                terminal.bold(ToolWords.archivedPages.text(language))
                    + terminal.dim("  (" + ToolWords.noCurrentSourceHasThem.text(language) + ")"))
            lines += archived.map { "  " + line($0) }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func line(_ page: PageSummary) -> String {
        let count = ToolWords.count(page.practiceCount, language)
        return "\(terminal.bold(Terminal.oneLine(page.title(in: language))))  \(terminal.dim(page.id))"
            + (page.practiceCount > 0 ? "  \(count)" : "")
    }
}
