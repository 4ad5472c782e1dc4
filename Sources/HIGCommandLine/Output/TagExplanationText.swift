import HIGKnowledgeBase
import HIGModel

/// `hig show ID --explain`: per tag, the words and place that gave it, or the rule that set or
/// narrowed it, so a reviewer can check a tag against the text.
struct TagExplanationText {
    var terminal = Terminal.standardOutput

    func render(_ explanation: TagExplanation, practice: Practice) -> String {
        let reasons = explanation.tags.reasons
        var lines = ["", terminal.bold("Why these tags")]
        for kind in [TagReason.Kind.transition, .state, .style] {
            let given = reasons.filter { $0.kind == kind }
            if given.isEmpty { lines.append("  \(kind.rawValue)s: none (no cue the guideline is about)") }
            lines += given.map { "  \(kind.rawValue) \($0.tag): " + cited($0) }
        }
        lines.append("  platforms: page and section give " + listed(explanation.scope))
        lines += reasons.filter { $0.kind == .platform }.map { "    narrowed: " + cited($0) }
        let lost = explanation.tags.platforms.filter { !practice.platforms.contains($0) }
        if !lost.isEmpty { lines.append("    the section rules out " + listed(lost)) }
        lines += reasons.filter { $0.kind == .strength }.map { "  strength \($0.tag): " + cited($0) }
        if explanation.tags.transitions != practice.transitions || explanation.tags.styles != practice.styles {
            lines.append(terminal.dim("  (the index was written by another tagger; ingest again to match)"))
        }
        return lines.joined(separator: "\n")
    }

    private func cited(_ reason: TagReason) -> String {
        var text = "“\(reason.evidence)”"
        if let place = reason.place { text += " in the \(place.rawValue)" }
        if let sentence = reason.sentence, sentence != reason.evidence,
            reason.place != .lead || reason.kind != .strength
        {
            text += terminal.dim(" — " + sentence)
        }
        return text
    }

    private func listed(_ platforms: [String]) -> String {
        platforms.isEmpty ? "none" : platforms.joined(separator: ", ")
    }
}
