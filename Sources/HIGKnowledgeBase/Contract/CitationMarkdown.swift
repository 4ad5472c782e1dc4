import HIGExport
import HIGModel

/// A citable Markdown block for a practice: the lead as a quote, the Korean, page and section
/// linked to Apple's site, warnings (outdated guidance, Korean that trails the English, a source
/// that is not Apple's), and where it comes from. Used by `hig cite`, `hig query --format markdown` and the MCP server.
package struct CitationMarkdown: Sendable {
    package let paths: PathDisplay

    package init(paths: PathDisplay) {
        self.paths = paths
    }

    package func render(_ practice: Practice, pageTitle: String) -> String {
        render(shown: paths.practice(practice), pageTitle: pageTitle)
    }

    /// The citation of a practice whose source paths are shown already (`PathDisplay.practice`):
    /// a search answer shows them in its results and cites every result, and showing each path
    /// again for its citation cost more than writing the citation.
    package func render(shown practice: Practice, pageTitle: String) -> String {
        var lines = ["> **\(Self.escape(practice.lead))**"]
        if !practice.body.isEmpty {
            lines.append(">")
            lines += TextLines.split(practice.body).map { "> " + Self.escape(String($0)) }
        }
        if let ko = practice.ko {
            lines.append(">")
            lines += TextLines.split(ko).map { "> " + Self.escape(String($0)) }
        }
        var placeName = "*\(Self.escape(pageTitle))*"
        if !practice.section.isEmpty { placeName += " › \(Self.escape(practice.section))" }
        let kind = practice.sourceKind
        let publisher = kind.isApple ? "Human Interface Guidelines" : "Not Apple guidance (\(kind.label))"
        let place = "— \(publisher), " + (practice.url.map { "[\(placeName)](\($0))" } ?? placeName)
        lines.append("")
        lines.append(place + " (`\(practice.id)`)")
        if let edition = practice.outdatedEdition {
            let last = edition.isEmpty ? "" : " (last stated in the edition of \(edition))"
            lines.append("⚠ Outdated: Apple's current page no longer states this\(last).")
        }
        if practice.ko != nil, let stale = practice.staleKorean {
            lines.append("⚠ \(StaleKorean.notice) (\(stale.koreanEdition) 번역, \(stale.englishEdition) 영문)")
        }
        let sources = practice.sources.map { source in
            "`\(source.file):\(source.line)`"
                + (source.kind.map { " (\(Self.label($0, edition: source.edition)))" } ?? "")
        }
        lines.append("Sources: " + sources.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// `apple-hig, 2026-07-13`.
    static func label(_ kind: SourceKind, edition: String?) -> String {
        kind.rawValue + (edition.map { ", " + $0 } ?? "")
    }

    /// Keeps guideline text from turning into Markdown markup where it is quoted: the MCP
    /// server cites every result it answers with.
    package static func escape(_ text: String) -> String { MarkdownEscaping.escape(text) }
}
