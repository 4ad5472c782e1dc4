/// A review report as plain text or Markdown. In Markdown every text from the review is made
/// literal, so a lead or a note cannot open a tag, a link or a table cell.
package struct ReviewReportText: Sendable {
    package var markdown: Bool

    package init(markdown: Bool) {
        self.markdown = markdown
    }

    package func render(_ report: ReviewReport) -> String {
        var lines = [heading(1, "Review report: \(report.title)"), ""]
        lines.append(
            "Filters: \(escape(report.generated.filters.summary)) · Content: \(escape(report.generated.content.summary))"
        )
        lines += ["", report.summary]
        lines += findings("Failing", report.failing)
        lines += findings("Waived", report.waived)
        lines += findings("Changed since the review", report.changed)
        lines += findings("New since the review", report.new)
        lines += findings("Removed since the review", report.removed, removed: true)
        lines += ["", heading(2, "Coverage by section")]
        if markdown {
            lines += ["", "| Page | Section | Reviewed | Fail |", "| --- | --- | ---: | ---: |"]
            lines += report.coverage.map {
                "| \(escape($0.page)) | \(escape($0.section.isEmpty ? "General" : $0.section)) | \($0.reviewed)/\($0.total) | \($0.fail) |"
            }
        } else {
            lines += report.coverage.map {
                "  \($0.page) › \($0.section.isEmpty ? "General" : $0.section): \($0.reviewed)/\($0.total) reviewed, \($0.fail) fail"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func heading(_ level: Int, _ text: String) -> String {
        markdown ? String(repeating: "#", count: level) + " " + escape(text) : text
    }

    private func findings(_ title: String, _ items: [ReviewReport.Finding], removed: Bool = false) -> [String] {
        guard !items.isEmpty else { return [] }
        var lines = ["", heading(2, "\(title) (\(items.count))")]
        for item in items {
            if removed {
                // All a removed guideline keeps is its lead, ID and mark.
                lines.append(
                    markdown
                        ? "- **\(escape(item.lead))** (`\(item.id)`), was \(item.status)"
                        : "- \(item.lead) (\(item.id)), was \(item.status)")
                if !item.note.isEmpty { lines += indented("Note: " + item.note) }
                continue
            }
            let place = "\(escape(item.page)) › \(escape(item.section.isEmpty ? "General" : item.section))"
            lines.append(
                markdown
                    ? "- **\(escape(item.lead))** `\(item.strength)` — \(place) (`\(item.id)`)"
                    : "- \(item.lead) [\(item.strength)] — \(place) (\(item.id))")
            if let was = item.was { lines += indented("Was: " + was) }
            if let korean = item.ko { lines += indented(korean) }
            if !item.note.isEmpty { lines += indented("Note: " + item.note) }
        }
        return lines
    }

    private func escape(_ text: String) -> String {
        markdown ? ChecklistMarkdown().inline(text) : text
    }

    private func indented(_ text: String) -> [String] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { "  " + escape(String($0)) }
    }
}
