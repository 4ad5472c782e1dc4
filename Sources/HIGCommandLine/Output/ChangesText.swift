import HIGKnowledgeBase
import HIGModel

/// `hig diff --since` for a terminal or Markdown: the counts, then each change with its ID and
/// Apple's address.
struct ChangesText {
    var markdown: Bool

    func render(_ changes: ChangesSince) -> String {
        var lines = [changes.headline]
        for change in changes.changes {
            let lead = markdown ? "**\(change.lead)**" : change.lead
            lines.append("- \(change.kind): \(lead)\(change.strengthLabel) — \(change.pageTitle)")
            if let was = change.was { lines.append("  was: \(was)") }
            lines.append(markdown ? "  `\(change.id)` <\(change.url)>" : "  \(change.id) · \(change.url)")
            for entry in change.changeLog ?? [] { lines.append("  \(entry.date): \(entry.text)") }
        }
        if let next = changes.nextOffset {
            lines.append("… \(changes.total - next) more; --offset \(next) for the next")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
