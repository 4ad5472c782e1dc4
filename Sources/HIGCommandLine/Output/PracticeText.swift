import HIGKnowledgeBase
import HIGModel

/// The readable, terminal form of a practice: lead, Korean beneath, where it lives, its sources.
struct PracticeText {
    enum Language: String, CaseIterable {
        case both, en, ko
    }

    let terminal: Terminal
    let paths: PathDisplay
    var language: Language = .both

    func render(_ practice: Practice, number: Int?, pageTitle: String, full: Bool = false) -> String {
        var lines: [String] = []
        let prefix = number.map { "\($0). " } ?? ""
        let indent = String(repeating: " ", count: prefix.count)
        let korean = practice.ko.map { full ? $0 : FirstSentence.of($0) }
        switch language {
        case .ko:
            lines.append(prefix + terminal.bold(korean ?? practice.lead))
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
        var place = pageTitle
        if !practice.section.isEmpty { place += " › " + practice.section }
        if !practice.platforms.isEmpty { place += " · " + practice.platforms.joined(separator: ", ") }
        lines.append(indent + terminal.accent(place))
        lines.append(indent + terminal.dim(practice.id))
        let sources = practice.sources.map { Terminal.oneLine(paths.location($0)) }
        lines.append(indent + terminal.dim(sources.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }
}
