import HIGModel

/// A citable Markdown block for a practice: the lead as a quote, the Korean, page and section,
/// and where it comes from. Used by `hig cite`, `hig query --format markdown` and the MCP server.
public struct CitationMarkdown: Sendable {
    public let paths: PathDisplay

    public init(paths: PathDisplay) {
        self.paths = paths
    }

    public func render(_ practice: Practice, pageTitle: String) -> String {
        var lines = ["> **\(Self.escape(practice.lead))**"]
        if !practice.body.isEmpty {
            lines.append(">")
            lines += practice.body.split(separator: "\n").map { "> " + Self.escape(String($0)) }
        }
        if let ko = practice.ko {
            lines.append(">")
            lines += ko.split(separator: "\n").map { "> " + Self.escape(String($0)) }
        }
        var place = "— Human Interface Guidelines, *\(Self.escape(pageTitle))*"
        if !practice.section.isEmpty { place += " › \(Self.escape(practice.section))" }
        lines.append("")
        lines.append(place + " (`\(practice.id)`)")
        let sources = practice.sources.map { "`\(paths.location($0))`" }
        lines.append("Sources: " + sources.joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    /// Keeps guideline text from turning into Markdown markup where it is quoted.
    public static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>#|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
