import Foundation
import HIGKnowledgeBase
import HIGModel

/// `hig show` for a practice: the whole practice, its tags, its references and what refers to it.
struct PracticeDetailText {
    let paths: PathDisplay
    var language = OutputLanguage.both
    /// The practice's page, for its Korean titles under `ko`.
    var page: Page?
    var terminal = Terminal.standardOutput

    func render(_ detail: PracticeDetail) -> String {
        let practice = detail.practice
        var lines = [
            PracticeText(
                terminal: terminal, paths: paths, language: language,
                koreanPages: page.map { [$0.id: $0] } ?? [:]
            ).render(
                paths.practice(practice), number: nil, pageTitle: detail.pageTitle, full: true)
        ]
        lines.append("")
        lines.append(field(.strength, ToolWords.strength(practice.strength, language)))
        lines.append(field(.platforms, practice.platforms.joined(separator: ", ")))
        lines.append(field(.states, practice.states.joined(separator: ", ")))
        lines.append(field(.transitions, describe(transitions: practice.transitions, taxonomy: detail.taxonomy)))
        lines.append(field(.styles, practice.styles.joined(separator: ", ")))
        if !practice.references.isEmpty {
            lines.append(terminal.bold(ToolWords.references.text(language)))
            lines += practice.references.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.tables.isEmpty {
            lines.append(terminal.bold(ToolWords.tables.text(language)))
            let text = TableText(terminal: terminal)
            for table in detail.tables { lines += text.lines(table, in: language) }
        }
        if !detail.referencedBy.isEmpty {
            lines.append(terminal.bold(ToolWords.referredToByOtherPages.text(language)))
            lines += detail.referencedBy.map { "  \($0.lead) " + terminal.dim("(\($0.id))") }
        }
        return lines.joined(separator: "\n")
    }

    private func field(_ name: ToolWords, _ value: String) -> String {
        "\(terminal.bold(name.text(language) + ":")) \(value.isEmpty ? "—" : value)"
    }

    private func describe(transitions: [String], taxonomy: Taxonomy) -> String {
        transitions.map { key in
            let callbacks = taxonomy.callbacks(for: [key])
            return callbacks.isEmpty ? key : "\(key) (\(callbacks.joined(separator: ", ")))"
        }.joined(separator: "; ")
    }
}

/// `hig show` for a page: its sources, sections with practices, related pages both ways.
struct PageDetailText {
    let paths: PathDisplay
    var language = OutputLanguage.both
    var terminal = Terminal.standardOutput

    func render(_ detail: PageDetail) -> String {
        let page = detail.page
        var lines = [terminal.bold(page.title(in: language)) + "  " + terminal.dim(page.id)]
        if let edition = page.archivedEdition {
            lines.append(terminal.dim(ToolWords.archivedNotice(newestSource: edition, language)))
        }
        lines += abstractLines(page)
        lines.append(terminal.dim(ToolWords.platforms.text(language) + ": " + page.platforms.joined(separator: ", ")))
        lines.append(terminal.bold(ToolWords.sources.text(language)))
        let kinds = Dictionary(
            (page.sourceDetails ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        lines += page.sources.map { source in
            "  " + Terminal.oneLine(paths.display(source))
                + (kinds[source].map { "  " + SourceKindText.label($0) } ?? "")
        }
        if let url = page.url { lines.append(terminal.dim(ToolWords.onApplesSite.text(language) + ": " + url)) }
        lines += sectionLines(page, practices: detail.practices)
        if !page.related.isEmpty {
            lines.append(terminal.bold(ToolWords.related.text(language)))
            lines += page.related.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !page.seeAlso.isEmpty {
            lines.append(terminal.bold(ToolWords.seeAlso.text(language)))
            lines += page.seeAlso.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.referencingPages.isEmpty || !detail.referencingPractices.isEmpty {
            lines.append(terminal.bold(ToolWords.referredToBy.text(language)))
            lines += detail.referencingPages.map { "  page: \($0.title)  " + terminal.dim($0.id) }
            lines += detail.referencingPractices.map { "  practice: \($0.lead)  " + terminal.dim($0.id) }
        }
        lines += changeLogLines(page)
        if !page.koreanNotes.isEmpty {
            lines.append(terminal.dim("\(page.koreanNotes.count) " + ToolWords.koreanNotes.text(language)))
        }
        return lines.joined(separator: "\n")
    }
}

extension PageDetailText {
    /// The abstract: its Korean alone under `ko` when there is some, beneath the English under
    /// `both`; a community translation labelled as a paragraph's is.
    func abstractLines(_ page: Page) -> [String] {
        let label =
            page.isAbstractMachineTranslated ? terminal.dim("[\(ToolWords.machineTranslation.text(language))] ") : ""
        switch language {
        case .ko where page.abstractKo != nil: return [label + (page.abstractKo ?? "")]
        case .en: return page.abstract.isEmpty ? [] : [page.abstract]
        default:
            return (page.abstract.isEmpty ? [] : [page.abstract])
                + (page.abstractKo.map { [label + terminal.dim($0)] } ?? [])
        }
    }
}

enum ReferenceText {
    static func line(_ reference: Reference, pageTitles: [String: String]) -> String {
        switch reference.kind {
        case .page:
            let state = reference.resolved ? "" : " (not in the knowledge base)"
            return
                "page: \(reference.resolved ? pageTitles[reference.target, default: reference.target] : reference.title) → \(reference.target)\(state)"
        case .symbol: return "symbol: \(reference.target)"
        case .video: return "video: \(reference.title.trimmingCharacters(in: .whitespaces)) → \(reference.target)"
        case .link: return "link: \(reference.title) → \(reference.target)"
        }
    }
}
