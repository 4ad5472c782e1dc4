import HIGModel
import Yams

/// YAML front matter: `---` … `---`, or, in web clippings, a `---` block that is never closed and
/// simply stops where the `key: value` lines stop.
struct FrontMatter {
    var fields: [String: Any] = [:]
    /// The lines the front matter takes, blanked before the body is parsed so line numbers hold.
    var lineCount = 0

    /// Page front matter is a few lines; anything larger is not what this reads.
    static let maximumSize = 64 * 1024

    var title: String? { fields["title"] as? String }

    /// Keys under which clippers and crawlers record the page a file was taken from.
    static let urlKeys = [
        "url", "source", "source_url", "source-url", "canonical", "canonical_url", "original", "link",
    ]

    var urls: [String] {
        Self.urlKeys.compactMap { key in
            guard let text = fields[key] as? String, text.contains("/") else { return nil }
            return text.trimmed
        }
    }

    var platforms: [String] {
        for key in ["supported-platforms", "platforms", "platform"] {
            if let list = fields[key] as? [Any] { return list.compactMap { $0 as? String } }
            if let text = fields[key] as? String {
                return text.split(separator: ",").map { $0.trimmed }
            }
        }
        return []
    }

    static func read(_ lines: [Substring], path: String, diagnostics: inout [Diagnostic]) -> FrontMatter {
        guard let first = lines.first, first.trimmed == "---" else { return FrontMatter() }
        var end: Int?
        var closed = false
        for index in 1..<max(lines.count, 1) {
            let line = lines[index]
            if line.trimmed == "---" || line.trimmed == "..." {
                end = index
                closed = true
                break
            }
            if !isFrontMatterLine(line) {
                end = index - 1
                break
            }
        }
        let last = end ?? (lines.count - 1)
        if !closed {
            diagnostics.append(
                Diagnostic(
                    file: path, line: 1, severity: .warning, id: "ingest.front-matter.unclosed",
                    message: "front matter opened with '---' is never closed; read up to line \(last + 1)"))
        }
        let yaml = lines[1..<max(last + (closed ? 0 : 1), 1)].joined(separator: "\n")
        var matter = FrontMatter(lineCount: last + 1)
        if yaml.utf8.count > maximumSize || YAMLErrors.usesAliases(yaml) {
            diagnostics.append(
                Diagnostic(
                    file: path, line: 2, severity: .warning, id: "ingest.front-matter.refused",
                    message: "front matter over \(maximumSize / 1024) KiB or with YAML aliases is not read; ignored"))
            return matter
        }
        do {
            if let fields = try Yams.load(yaml: yaml) as? [String: Any] { matter.fields = fields }
        } catch {
            // The YAML starts on the file's second line.
            diagnostics.append(
                Diagnostic(
                    file: path, line: 1 + (YAMLErrors.line(of: error) ?? 1), severity: .warning,
                    id: "ingest.front-matter.invalid",
                    message: "front matter is not valid YAML; ignored (\(YAMLErrors.summary(of: error)))"))
        }
        return matter
    }

    private static func isFrontMatterLine(_ line: Substring) -> Bool {
        let text = line.trimmed
        if text.isEmpty { return true }
        if line.first?.isWhitespace == true || text.hasPrefix("- ") || text.hasPrefix("#") && !text.hasPrefix("# ") {
            return true
        }
        guard let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
    }
}
