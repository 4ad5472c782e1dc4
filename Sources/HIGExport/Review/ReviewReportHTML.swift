/// A review report as one HTML page, every text escaped.
package struct ReviewReportHTML: Sendable {
    package init() {}

    package func render(_ report: ReviewReport) -> String {
        var html = [
            "<!doctype html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>Review report: \(e(report.title))</title>", "<style>\(PrintStyle.css)</style>", "</head>", "<body>",
            "<header><h1>Review report: \(e(report.title))</h1>",
            "<p>Filters: \(e(report.generated.filters.summary)) · Content: <code>\(e(report.generated.content.summary))</code></p></header>",
            "<main>", "<p class=\"summary\">\(e(report.summary))</p>",
        ]
        html += findings("Failing", report.failing, status: "fail", list: "failing")
        html += findings("Waived", report.waived, status: "other", list: "waived")
        html += findings("Changed since the review", report.changed, status: "other", list: "changed")
        html += findings("New since the review", report.new, status: "other", list: "new")
        html += findings("Removed since the review", report.removed, status: "other", list: "removed")
        html += [
            "<h2>Coverage by section</h2>", "<table>",
            "<thead><tr><th scope=\"col\">Page</th><th scope=\"col\">Section</th><th scope=\"col\">Reviewed</th><th scope=\"col\">Fail</th></tr></thead>",
            "<tbody>",
        ]
        html += report.coverage.map {
            "<tr><td>\(e($0.page))</td><td>\(e($0.section.isEmpty ? "General" : $0.section))</td><td>\($0.reviewed)/\($0.total)</td><td>\($0.fail)</td></tr>"
        }
        html += ["</tbody>", "</table>", "</main>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    /// Item IDs are prefixed with the list, since one item may be in two lists.
    private func findings(_ title: String, _ items: [ReviewReport.Finding], status: String, list: String) -> [String] {
        guard !items.isEmpty else { return [] }
        var html = ["<h2>\(e(title)) (\(items.count))</h2>", "<ul class=\"checklist\">"]
        for item in items {
            html.append(
                "<li id=\"\(list)-\(e(item.id))\"><p><strong class=\"status-\(status)\">\(e(item.lead))</strong> <span class=\"badge\">\(e(item.strength))</span></p>"
            )
            if let was = item.was { html.append("<p class=\"was\" lang=\"en\">Was: <del>\(e(was))</del></p>") }
            if let korean = item.ko { html.append("<p class=\"ko\" lang=\"ko\">\(e(korean))</p>") }
            let place = list == "removed" ? "was \(e(item.status))" : "\(e(item.page)) › \(e(item.section))"
            html.append("<p class=\"meta\">\(place) · <code>\(e(item.id))</code></p>")
            if !item.note.isEmpty { html.append("<p class=\"note\">\(e(item.note))</p>") }
            html.append("</li>")
        }
        html.append("</ul>")
        return html
    }

    private func e(_ text: String) -> String { HTMLEscaping.escape(text) }
}
