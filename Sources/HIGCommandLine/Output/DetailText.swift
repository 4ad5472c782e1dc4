import Foundation
import HIGKnowledgeBase
import HIGModel

/// `hig show` for a practice: the whole practice, its tags, its references and what refers to it.
struct PracticeDetailText {
    let paths: PathDisplay
    var terminal = Terminal.standardOutput

    func render(_ detail: PracticeDetail) -> String {
        let practice = detail.practice
        var lines = [
            PracticeText(terminal: terminal, paths: paths).render(
                paths.practice(practice), number: nil, pageTitle: detail.pageTitle, full: true)
        ]
        lines.append("")
        lines.append(field("Strength", practice.strength.rawValue))
        lines.append(field("Platforms", practice.platforms.joined(separator: ", ")))
        lines.append(field("States", practice.states.joined(separator: ", ")))
        lines.append(field("Transitions", describe(transitions: practice.transitions, taxonomy: detail.taxonomy)))
        lines.append(field("Styles", practice.styles.joined(separator: ", ")))
        if !practice.references.isEmpty {
            lines.append(terminal.bold("References"))
            lines += practice.references.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.tables.isEmpty {
            lines.append(terminal.bold("Tables"))
            for table in detail.tables { lines += TableText(terminal: terminal).lines(table) }
        }
        if !detail.referencedBy.isEmpty {
            lines.append(terminal.bold("Referred to by practices of other pages"))
            lines += detail.referencedBy.map { "  \($0.lead) " + terminal.dim("(\($0.id))") }
        }
        return lines.joined(separator: "\n")
    }

    private func field(_ name: String, _ value: String) -> String {
        "\(terminal.bold(name + ":")) \(value.isEmpty ? "—" : value)"
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
    var terminal = Terminal.standardOutput

    func render(_ detail: PageDetail) -> String {
        let page = detail.page
        var lines = [terminal.bold(page.title) + "  " + terminal.dim(page.id)]
        if let edition = page.archivedEdition {
            lines.append(terminal.dim("Archived: no current source has this page (newest source: \(edition))"))
        }
        if !page.abstract.isEmpty { lines.append(page.abstract) }
        if let korean = page.abstractKo { lines.append(terminal.dim(korean)) }
        lines.append(terminal.dim("Platforms: " + page.platforms.joined(separator: ", ")))
        lines.append(terminal.bold("Sources"))
        let kinds = Dictionary(
            (page.sourceDetails ?? []).map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        lines += page.sources.map { source in
            "  " + Terminal.oneLine(paths.display(source))
                + (kinds[source].map { "  " + SourceKindText.label($0) } ?? "")
        }
        if let url = page.url { lines.append(terminal.dim("On Apple's site: " + url)) }
        lines += sectionLines(page, practices: detail.practices)
        if !page.related.isEmpty {
            lines.append(terminal.bold("Related"))
            lines += page.related.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !page.seeAlso.isEmpty {
            lines.append(terminal.bold("See also"))
            lines += page.seeAlso.map { "  " + ReferenceText.line($0, pageTitles: detail.pageTitles) }
        }
        if !detail.referencingPages.isEmpty || !detail.referencingPractices.isEmpty {
            lines.append(terminal.bold("Referred to by"))
            lines += detail.referencingPages.map { "  page: \($0.title)  " + terminal.dim($0.id) }
            lines += detail.referencingPractices.map { "  practice: \($0.lead)  " + terminal.dim($0.id) }
        }
        lines += changeLogLines(page)
        if !page.koreanNotes.isEmpty {
            lines.append(terminal.dim("\(page.koreanNotes.count) Korean notes"))
        }
        return lines.joined(separator: "\n")
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
