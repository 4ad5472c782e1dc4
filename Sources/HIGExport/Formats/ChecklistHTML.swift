import HIGModel

/// A checklist as one printable HTML page with checkboxes and room for notes; no scripts and
/// nothing loaded from elsewhere. Every text is escaped.
package struct ChecklistHTML: Sendable {
    package var lang: String

    package init(lang: String = "both") {
        self.lang = lang
    }

    private var language: OutputLanguage { OutputLanguage(field: lang) }

    /// Under `ko` the page is Korean (`lang="ko"`, Korean headings and labels) and the English
    /// it keeps, the leads and bodies, is marked `lang="en"`.
    package func render(_ checklist: Checklist, removed: [ChecklistItem] = []) -> String {
        let header = checklist.header
        var html = [
            "<!doctype html>", "<html lang=\"\(language == .ko ? "ko" : "en")\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(e(header.title))</title>", "<style>\(PrintStyle.css)</style>", "</head>", "<body>",
            "<header>", "<h1>\(e(header.title))</h1>",
            "<p>\(word(.filters)): \(e(header.filters.summary)) · \(word(.content)): <code>\(e(header.content.summary))</code> · \(e(header.tool)) · \(itemCount(checklist.items.count))</p>",
        ]
        html += checklist.scopeNotes.map { "<p role=\"note\"><strong>\(word(.note)):</strong> \(e($0))</p>" }
        html += ["</header>", "<main>"]
        var page: String?
        var section: String?
        var open = false
        for (index, item) in checklist.items.enumerated() {
            if item.pageTitle != page || item.practice.section != section {
                if open { html.append("</ul>") }
                if item.pageTitle != page {
                    html.append("<h2>\(e(item.pageTitle))</h2>")
                    let reasons = checklist.reasons(for: item.practice.page)
                    if !reasons.isEmpty {
                        html.append(
                            "<p class=\"why\">Why in scope: \(reasons.map { e($0) }.joined(separator: "; "))</p>")
                    }
                    page = item.pageTitle
                }
                section = item.practice.section
                html.append("<h3>\(e(item.sectionHeading(language)))</h3>")
                html.append("<ul class=\"checklist\">")
                open = true
            }
            html.append(itemHTML(item, number: index + 1))
        }
        if open { html.append("</ul>") }
        if !removed.isEmpty {
            html += ["<h2>\(word(.removedSinceReview))</h2>", "<ul class=\"checklist removed\">"]
            for item in removed {
                html.append(
                    "<li><p><strong lang=\"en\">\(e(item.practice.lead))</strong> <code>\(e(item.id))</code> (was \(e(item.status.label)))</p>"
                        + (item.note.isEmpty ? "" : "<p class=\"note\">\(e(item.note))</p>") + "</li>")
            }
            html.append("</ul>")
        }
        html += ["</main>", "</body>", "</html>"]
        return html.joined(separator: "\n") + "\n"
    }

    private func itemHTML(_ item: ChecklistItem, number: Int) -> String {
        let checked = item.status == .pass ? " checked" : ""
        let status =
            item.status.isReviewed && item.status != .pass
            ? " <span class=\"status status-\(item.status == .fail ? "fail" : "other")\">\(e(item.status.label))</span>"
            : ""
        let flags =
            (item.changedSinceReview ? " <span class=\"badge changed\">changed since review</span>" : "")
            + (item.newSinceReview ? " <span class=\"badge new\">new since review</span>" : "")
        var parts = [
            "<li id=\"\(e(item.id))\" data-status=\"\(e(item.status.rawValue))\">",
            "<label><input type=\"checkbox\" name=\"item-\(number)\"\(checked)> <span lang=\"en\">\(e(item.practice.lead))</span>"
                + " <span class=\"badge\">\(e(ToolWords.strength(item.practice.strength, language)))</span>\(status)\(flags)</label>",
        ]
        if lang != "en", let korean = item.practice.ko, !korean.isEmpty {
            parts.append("<p class=\"ko\" lang=\"ko\">\(e(korean))</p>")
            if item.practice.koSource == .community {
                parts.append("<p class=\"ko-machine\" lang=\"ko\">\(e(KoreanSource.machineTranslationLabel))</p>")
            }
            if let stale = item.practice.staleKorean {
                parts.append(
                    "<p class=\"ko-stale\" lang=\"ko\">\(e(StaleKorean.notice)) (\(e(stale.koreanEdition)) 번역, \(e(stale.englishEdition)) 영문)</p>"
                )
            }
        }
        if !item.practice.body.isEmpty {
            parts.append("<p class=\"body\" lang=\"en\">\(e(item.practice.body))</p>")
        }
        if let previous = item.previousWording {
            parts.append("<p class=\"was\" lang=\"en\">Was: <del>\(e(previous))</del></p>")
        }
        parts += item.tables.map(ChecklistTableText.html)
        let apple = item.practice.url.map { " · <a href=\"\(e($0))\">\(word(.viewOnApple))</a>" } ?? ""
        parts.append(
            "<p class=\"meta\"><code>\(e(item.id))</code> · \(item.sources.map { "<code>\(e($0))</code>" }.joined(separator: ", "))\(apple)</p>"
        )
        parts.append("<p class=\"note\">\(item.note.isEmpty ? "" : e(item.note))</p>")
        parts.append("</li>")
        return parts.joined(separator: "\n")
    }

    private func e(_ text: String) -> String { HTMLEscaping.escape(text) }

    private func word(_ word: ToolWords) -> String { e(word.text(language)) }

    private func itemCount(_ count: Int) -> String {
        language == .ko ? "\(ToolWords.items.korean) \(count)" : "\(count) items"
    }
}
