import Foundation
import HIGKnowledgeBase
import HIGModel

/// A practice as one Markdown document: what `hig show` prints for it, with references both
/// ways and its citation. It is both the `hig://practice/{id}` resource and `get_guideline`'s text.
struct PracticeMarkdown {
    let paths: PathDisplay
    var language = OutputLanguage.both
    /// The practice's page, for its Korean titles under `ko`.
    var page: Page?

    func render(_ detail: PracticeDetail) -> String {
        let practice = paths.practice(detail.practice)
        // Under ko the Korean is the heading and the text; the English stays where none is known.
        let korean = language == .en ? nil : practice.ko
        let heading =
            language == .ko && practice.hasKoreanLead
            ? MarkdownText.inline(practice.lead(in: .ko))
            : practice.rich?.linkedLead.map(RichTextRendering.markdown) ?? MarkdownText.inline(practice.lead)
        var lines = ["# \(heading)", ""]
        if let korean { lines += [korean, ""] }
        if let rich = practice.rich, !rich.body.isEmpty {
            lines += [RichTextRendering.markdownDocument(rich.body), ""]
        } else if !practice.body.isEmpty {
            lines += [practice.body, ""]
        }
        let pageTitle = page?.title(in: language) ?? detail.pageTitle
        let section = page?.sectionTitle(practice.section, in: language) ?? practice.section
        var place = "\(MarkdownText.inline(pageTitle)) (`\(practice.page)`)"
        if !section.isEmpty { place += " › \(MarkdownText.inline(section))" }
        lines += [
            "- ID: `\(practice.id)`",
            "- \(word(.page)): \(place)",
            "- \(word(.strength)): \(ToolWords.strength(practice.strength, language))",
            "- \(word(.platforms)): \(MarkdownText.list(practice.platforms))",
            "- \(word(.states)): \(MarkdownText.list(practice.states))",
            "- \(word(.transitions)): \(transitions(practice.transitions, detail.taxonomy))",
            "- \(word(.styles)): \(MarkdownText.list(practice.styles))",
            "- \(word(.sourceKind)): \(practice.sourceKind.rawValue)",
            "- \(word(.sources)): " + practice.sources.map(source).joined(separator: ", "),
        ]
        if let url = practice.url { lines.append("- Apple: <\(url)>") }
        lines += TableMarkdownSection.lines(detail.tables, page: practice.page, language: language)
        if !practice.references.isEmpty {
            lines += ["", "## \(word(.references))", ""]
            lines += practice.references.map { "- " + ReferenceMarkdown.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.referencedBy.isEmpty {
            lines += ["", "## \(word(.referredToByOtherPages))", ""]
            lines += detail.referencedBy.map { "- \(MarkdownText.inline($0.lead)) (`\($0.id)`)" }
        }
        lines += [
            "", "## \(word(.citation))", "",
            CitationMarkdown(paths: paths).render(practice, pageTitle: detail.pageTitle),
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private func word(_ word: ToolWords) -> String { word.text(language) }

    /// "`Content/…/Sheets.md:12` (apple-hig, 2026-03-24)": where it is written, what kind of
    /// source that is and the edition of its text.
    private func source(_ location: SourceLocation) -> String {
        let about = [location.kind?.rawValue, location.edition].compactMap { $0 }
        return "`\(paths.location(location))`" + (about.isEmpty ? "" : " (\(about.joined(separator: ", ")))")
    }

    private func transitions(_ keys: [String], _ taxonomy: Taxonomy) -> String {
        guard !keys.isEmpty else { return "—" }
        return keys.map { key in
            let callbacks = taxonomy.callbacks(for: [key])
            return callbacks.isEmpty ? "`\(key)`" : "`\(key)` (\(callbacks.map { "`\($0)`" }.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }
}

/// A reference as a Markdown list item; a page that is in the knowledge base is named by its
/// resource URI so an agent can read it next.
enum ReferenceMarkdown {
    static func line(_ reference: Reference, pageTitles: [String: String]) -> String {
        switch reference.kind {
        case .page where reference.resolved:
            let title = pageTitles[reference.target, default: reference.target]
            return "page: \(MarkdownText.inline(title)) — `\(ResourceURI.page(reference.target))`"
        case .page: return "page: \(MarkdownText.inline(reference.title)) (not in the knowledge base)"
        case .symbol: return "symbol: `\(reference.target)`"
        case .video:
            return
                "video: \(MarkdownText.inline(reference.title.trimmingCharacters(in: .whitespaces))) — <\(reference.target)>"
        case .link: return "link: \(MarkdownText.inline(reference.title)) — <\(reference.target)>"
        }
    }
}
