import HIGCompare
import HIGModel

/// `hig diff` as plain text for a terminal, or as Markdown for a pull request.
package struct DiffText: Sendable {
    package var markdown: Bool

    package init(markdown: Bool) {
        self.markdown = markdown
    }

    package func render(_ diff: GraphDiff) -> String {
        var lines: [String] = []
        let title = "Changes from \(DiffSummary.snapshot(diff.old)) to \(DiffSummary.snapshot(diff.new))"
        lines.append(markdown ? "# " + escape(title) : title)
        lines.append("")
        lines.append(DiffSummary.line(diff))
        for page in diff.pages {
            lines.append("")
            lines += pageLines(page)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func pageLines(_ page: PageChange) -> [String] {
        var heading = "\(page.title) (\(page.id))"
        switch page.kind {
        case .added: heading += ": new page"
        case .removed: heading += ": page removed"
        case .renamed: heading += ": renamed from \(page.oldTitle ?? "") (\(page.oldID ?? ""))"
        case .changed: break
        }
        var lines = [markdown ? "## " + escape(heading) : heading]
        if !page.changeLog.isEmpty {
            lines.append(markdown ? "" : "  Change log:")
            if markdown { lines += ["Change log:", ""] }
            lines += page.changeLog.map { entry in
                markdown ? "- \(entry.date): \(escape(entry.text))" : "    \(entry.date)  \(entry.text)"
            }
            if markdown { lines.append("") }
        }
        for change in page.practices { lines += practiceLines(change) }
        return lines
    }

    private func practiceLines(_ change: PracticeChange) -> [String] {
        let practice = change.practice
        let label: String
        switch change.kind {
        case .added: label = "added"
        case .removed: label = "removed"
        case .reworded: label = change.match == .rewording ? "reworded (new ID)" : "reworded"
        case .retagged: label = "changed"
        }
        let strength = practice.strength.rawValue
        var lines: [String]
        if markdown {
            let lead = change.kind == .removed ? "~~\(escape(practice.lead))~~" : "**\(escape(practice.lead))**"
            lines = ["- *\(label)* \(lead) `\(strength)` — `\(practice.id)`"]
        } else {
            let mark = ["added": "+", "removed": "-"][label] ?? "~"
            lines = ["  \(mark) \(label): \(practice.lead) [\(strength)]  \(practice.id)"]
        }
        let indent = markdown ? "  - " : "      "
        if change.kind == .reworded, let old = change.old {
            if old.lead != practice.lead { lines.append(indent + "was: " + quote(old.lead)) }
            if old.body != practice.body { lines.append(indent + "body was: " + quote(old.body)) }
            if old.id != practice.id { lines.append(indent + "was ID: " + code(old.id)) }
        }
        for (name, value) in DiffSummary.details(change) { lines.append(indent + "\(name): " + value) }
        return lines
    }

    private func quote(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return markdown ? "“\(escape(flat))”" : "“\(flat)”"
    }

    private func code(_ text: String) -> String { markdown ? "`\(text)`" : text }

    /// Markdown's inline markers in guideline text stay text.
    private func escape(_ text: String) -> String {
        guard markdown else { return text }
        var result = ""
        for character in text {
            if "\\`*_[]<>#|~".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
