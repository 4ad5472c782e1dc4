import HIGCompare
import HIGModel

/// `hig diff --format html`: one self-contained page.
package struct DiffHTML: Sendable {
    package init() {}

    package func render(_ diff: GraphDiff) -> String {
        let title = "Changes from \(DiffSummary.snapshot(diff.old)) to \(DiffSummary.snapshot(diff.new))"
        var html = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>\(e(title))</title>", "<style>\(Self.style)</style>", "</head>", "<body>",
            "<h1>\(e(title))</h1>", "<p class=\"summary\">\(e(DiffSummary.line(diff)))</p>",
        ]
        for page in diff.pages { html += pageHTML(page) }
        html += ["</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private func pageHTML(_ page: PageChange) -> [String] {
        var note = ""
        switch page.kind {
        case .added: note = " <span class=\"kind added\">new page</span>"
        case .removed: note = " <span class=\"kind removed\">page removed</span>"
        case .renamed:
            note = " <span class=\"kind\">renamed from \(e(page.oldTitle ?? "")) (\(e(page.oldID ?? "")))</span>"
        case .changed: break
        }
        var html = [
            "<section class=\"page\" id=\"\(e(page.id))\">",
            "<h2>\(e(page.title)) <code>\(e(page.id))</code>\(note)</h2>",
        ]
        if !page.changeLog.isEmpty {
            html.append("<details class=\"log\"><summary>Change log</summary><ul>")
            html += page.changeLog.map { "<li><time>\(e($0.date))</time> \(e($0.text))</li>" }
            html.append("</ul></details>")
        }
        html.append("<ul class=\"changes\">")
        for change in page.practices { html.append(practiceHTML(change)) }
        html += ["</ul>", "</section>"]
        return html
    }

    private func practiceHTML(_ change: PracticeChange) -> String {
        let practice = change.practice
        var parts = [
            "<li class=\"\(change.kind.rawValue)\"><span class=\"kind\">\(change.kind.rawValue)</span> "
                + "<strong>\(e(practice.lead))</strong> <span class=\"badge\">\(e(practice.strength.rawValue))</span>"
                + " <code>\(e(practice.id))</code>"
        ]
        if change.kind == .reworded, let old = change.old {
            if old.lead != practice.lead { parts.append("<p class=\"was\">was: <del>\(e(old.lead))</del></p>") }
            if old.body != practice.body {
                parts.append("<p class=\"was\">body was: <del>\(e(old.body))</del></p>")
                parts.append("<p class=\"now\">now: <ins>\(e(practice.body))</ins></p>")
            }
        }
        for (name, value) in DiffSummary.details(change) {
            parts.append("<p class=\"detail\">\(e(name)): \(e(value))</p>")
        }
        parts.append("</li>")
        return parts.joined(separator: "\n")
    }

    private func e(_ text: String) -> String { HTMLEscaping.escape(text) }

    private static let style = """
        body { font: 15px/1.5 -apple-system, system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
        code { font-size: .85em; color: #555; } .kind { font-size: .75rem; font-weight: 700; text-transform: uppercase; }
        li.added .kind { color: #1b6e2e; } li.removed .kind { color: #b3261e; } li.removed strong { text-decoration: line-through; }
        .badge { font-size: .75rem; border: 1px solid currentColor; border-radius: 4px; padding: 0 .3rem; }
        .was, .now, .detail { margin: .1rem 0 .1rem 1rem; font-size: .9rem; }
        """
}
