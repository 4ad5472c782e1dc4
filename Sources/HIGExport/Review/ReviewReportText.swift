/// A review report as plain text or Markdown.
public struct ReviewReportText: Sendable {
    public var markdown: Bool

    public init(markdown: Bool) {
        self.markdown = markdown
    }

    public func render(_ report: ReviewReport) -> String {
        let heading = { (level: Int, text: String) in
            markdown ? String(repeating: "#", count: level) + " " + text : text
        }
        var lines = [heading(1, "Review report: \(report.title)"), ""]
        lines.append("Filters: \(report.generated.filters.summary) · Content: \(report.generated.content.summary)")
        lines += ["", report.summary]
        lines += findings("Failing", report.failing, heading: heading)
        lines += findings("Waived", report.waived, heading: heading)
        lines += findings("Changed since the review", report.changed, heading: heading)
        lines += ["", heading(2, "Coverage by section")]
        if markdown {
            lines += ["", "| Page | Section | Reviewed | Fail |", "| --- | --- | ---: | ---: |"]
            lines += report.coverage.map {
                "| \(cell($0.page)) | \(cell($0.section.isEmpty ? "General" : $0.section)) | \($0.reviewed)/\($0.total) | \($0.fail) |"
            }
        } else {
            lines += report.coverage.map {
                "  \($0.page) › \($0.section.isEmpty ? "General" : $0.section): \($0.reviewed)/\($0.total) reviewed, \($0.fail) fail"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func findings(
        _ title: String, _ items: [ReviewReport.Finding], heading: (Int, String) -> String
    ) -> [String] {
        guard !items.isEmpty else { return [] }
        var lines = ["", heading(2, "\(title) (\(items.count))")]
        for item in items {
            let place = "\(item.page) › \(item.section.isEmpty ? "General" : item.section)"
            lines.append(
                markdown
                    ? "- **\(item.lead)** `\(item.strength)` — \(place) (`\(item.id)`)"
                    : "- \(item.lead) [\(item.strength)] — \(place) (\(item.id))")
            if let korean = item.ko { lines.append("  " + korean.replacingOccurrences(of: "\n", with: "\n  ")) }
            if !item.note.isEmpty { lines.append("  Note: \(item.note.replacingOccurrences(of: "\n", with: "\n  "))") }
        }
        return lines
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|")
    }
}
