import HIGIndex
import HIGKnowledgeBase
import HIGModel

/// A citable Markdown block for a practice: the lead as a quote, the Korean, page and section,
/// and where it comes from. Used by `hig cite` and `hig query --format markdown`.
struct CitationMarkdown {
    let paths: PathDisplay

    func render(_ practice: Practice, pageTitle: String) -> String {
        var lines = ["> **\(escape(practice.lead))**"]
        if !practice.body.isEmpty {
            lines.append(">")
            lines += practice.body.split(separator: "\n").map { "> " + escape(String($0)) }
        }
        if let ko = practice.ko {
            lines.append(">")
            lines += ko.split(separator: "\n").map { "> " + escape(String($0)) }
        }
        var place = "— Human Interface Guidelines, *\(escape(pageTitle))*"
        if !practice.section.isEmpty { place += " › \(escape(practice.section))" }
        lines.append("")
        lines.append(place + " (`\(practice.id)`)")
        let sources = practice.sources.map { "`\(paths.location($0))`" }
        lines.append("Sources: " + sources.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// Keeps guideline text from turning into Markdown markup where it is quoted.
    private func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}

struct QueryMarkdown {
    let paths: PathDisplay

    func render(_ response: SearchResponse) -> String {
        if let message = response.message { return message }
        let citation = CitationMarkdown(paths: paths)
        let blocks = response.hits.compactMap { hit in
            hit.practice.map { citation.render($0, pageTitle: hit.pageTitle) }
        }
        return blocks.isEmpty ? "No practice matches \"\(response.query)\"." : blocks.joined(separator: "\n\n---\n\n")
    }
}
