import HIGKnowledgeBase
import HIGModel

/// A page as one Markdown document: its sources, practices section by section, related pages
/// and what refers to it. It is both the `hig://page/{id}` resource and `get_page`'s text.
struct PageMarkdown {
    let paths: PathDisplay
    var language = OutputLanguage.both

    func render(_ detail: PageDetail) -> String {
        let page = paths.page(detail.page)
        var lines = ["# \(MarkdownText.inline(page.title(in: language)))", ""]
        if !abstract(of: page).isEmpty { lines += [abstract(of: page), ""] }
        lines += [
            "- ID: `\(page.id)`",
            "- \(word(.platforms)): \(MarkdownText.list(page.platforms))",
            "- \(word(.sources)): " + page.sources.map { "`\($0)`" }.joined(separator: ", "),
        ]
        if let url = page.url { lines.append("- Apple: <\(url)>") }
        if let edition = page.edition { lines.append("- Edition: \(edition)") }
        if !page.koreanNotes.isEmpty { lines.append("- \(word(.koreanNotes)): \(page.koreanNotes.count)") }
        var section: String?
        lines += ["", "## \(word(.practicesHeading))"]
        for practice in detail.practices {
            if practice.section != section {
                section = practice.section
                lines += [
                    "", "### \(sectionHeading(practice.section, of: page))", "",
                ]
            }
            let korean = language == .en ? nil : practice.ko
            let lead = practice.lead(in: language)
            let strength = ToolWords.strength(practice.strength, language)
            var line = "- **\(MarkdownText.inline(lead))** `\(strength)` — `\(practice.id)`"
            if let url = practice.url { line += " <\(url)>" }
            if let korean {
                line += "\n  " + MarkdownText.inline(language == .ko ? practice.lead : korean)
            }
            lines.append(line)
        }
        lines += TableMarkdownSection.lines(page.allTables, page: page.id, language: language)
        let references = [(word(.related), page.related), (word(.seeAlso), page.seeAlso)]
        for (title, list) in references where !list.isEmpty {
            lines += ["", "## \(title)", ""]
            lines += list.map { "- " + ReferenceMarkdown.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.referencingPages.isEmpty || !detail.referencingPractices.isEmpty {
            lines += ["", "## \(word(.referredToBy))", ""]
            lines += detail.referencingPages.map {
                "- page: \(MarkdownText.inline($0.title)) — `\(ResourceURI.page($0.id))`"
            }
            lines += detail.referencingPractices.map { "- practice: \(MarkdownText.inline($0.lead)) (`\($0.id)`)" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func word(_ word: ToolWords) -> String { word.text(language) }

    /// The abstract in the answer's language: under `ko` the Korean where there is some, a
    /// community translation labelled as such.
    private func abstract(of page: Page) -> String {
        guard language == .ko, let korean = page.abstractKo, !korean.isBlank else { return page.abstract }
        return page.isAbstractMachineTranslated ? "(\(word(.machineTranslation))) " + korean : korean
    }

    private func sectionHeading(_ title: String, of page: Page) -> String {
        guard !title.isEmpty else { return language == .ko ? ToolWords.general.korean : "(no section)" }
        return MarkdownText.inline(page.sectionTitle(title, in: language))
    }
}
