import HIGKnowledgeBase
import HIGModel

/// The readable, terminal form of a practice: lead, Korean beneath, where it lives, its sources.
struct PracticeText {
    typealias Language = OutputLanguage

    let terminal: Terminal
    let paths: PathDisplay
    var language: Language = .both
    /// Apple's Korean titles of the practices' pages, by page ID, for `ko` (none for the others).
    var koreanPages: [String: Page] = [:]

    func render(_ practice: Practice, number: Int?, pageTitle: String, full: Bool = false) -> String {
        var lines: [String] = []
        let prefix = number.map { "\($0). " } ?? ""
        let indent = String(repeating: " ", count: prefix.count)
        let label =
            practice.koSource == .community
            ? "  " + terminal.dim("[\(ToolWords.machineTranslation.text(language))]") : ""
        let korean = practice.ko.map { (full ? $0 : FirstSentence.of($0)) + label }
        switch language {
        case .ko:
            let strength = ToolWords.strength(practice.strength, language)
            lines.append(prefix + terminal.bold(korean ?? practice.lead) + "  " + terminal.dim("[\(strength)]"))
        case .en, .both:
            lines.append(prefix + terminal.bold(practice.lead) + "  " + terminal.dim("[\(practice.strength.rawValue)]"))
            if language == .both, let korean { lines.append(indent + korean) }
        }
        if full, let rich = practice.rich, !rich.body.isEmpty {
            lines.append("")
            lines += RichTextRendering.text(rich.body).map { indent + $0 }
            lines.append("")
        } else if full, !practice.body.isEmpty {
            lines.append("")
            lines += TextLines.split(practice.body).map { indent + $0 }
            lines.append("")
        }
        let page = language == .ko ? koreanPages[practice.page] : nil
        var place = pageTitle
        if let page, pageTitle.hasPrefix(page.title) {
            place = page.title(in: language) + pageTitle.dropFirst(page.title.count)
        }
        let section = page?.sectionTitle(practice.section, in: language) ?? practice.section
        if !section.isEmpty { place += " › " + section }
        if !practice.platforms.isEmpty { place += " · " + practice.platforms.joined(separator: ", ") }
        lines.append(indent + terminal.accent(place))
        lines.append(indent + terminal.dim(practice.id))
        let sources = practice.sources.map { Terminal.oneLine(paths.location($0)) }
        lines.append(indent + terminal.dim(sources.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}
