import Foundation

/// DocC block directives (`@Metadata { … }`, `@Row { … }`) are not CommonMark. They are read here
/// and blanked out line for line, so cmark sees plain Markdown and line numbers stay true.
struct DocCDirectives {
    var titleHeading: String?
    var pageKind: String?
    var callToAction: String?
    var contributors: [String] = []

    /// Directives whose whole body is metadata rather than page content.
    private static let metadataDirectives: Set<String> = ["Metadata", "Comment", "Options", "Redirected"]

    static func extract(from lines: inout [Substring]) -> DocCDirectives {
        var directives = DocCDirectives()
        var depth = 0
        var metadataDepth: Int?
        var inFence = false
        for index in lines.indices {
            let text = lines[index].trimmed
            if MarkdownParts.isFence(text) { inFence.toggle() }
            if inFence { continue }
            if text.hasPrefix("@"), let name = directiveName(text) {
                directives.record(name: name, line: text)
                let opens = text.hasSuffix("{")
                if opens {
                    if metadataDepth == nil && metadataDirectives.contains(name) { metadataDepth = depth }
                    depth += 1
                }
                lines[index] = ""
            } else if text == "}" && depth > 0 {
                depth -= 1
                if metadataDepth == depth { metadataDepth = nil }
                lines[index] = ""
            } else if metadataDepth != nil {
                lines[index] = ""
            } else if depth > 0 {
                // Directive bodies are indented; left as is, cmark would read them as code blocks.
                lines[index] = Substring(text)
            }
        }
        return directives
    }

    private static func directiveName(_ line: String) -> String? {
        let name = line.dropFirst().prefix { $0.isLetter || $0.isNumber }
        return name.isEmpty ? nil : String(name)
    }

    private mutating func record(name: String, line: String) {
        let argument = Self.argument(of: line)
        switch name {
        case "TitleHeading": titleHeading = argument
        case "PageKind": pageKind = argument
        case "CallToAction": callToAction = Self.url(in: line) ?? argument
        case "GitHubUser", "Contributor": if let argument { contributors.append(argument) }
        default: break
        }
    }

    /// `@CallToAction(url: "https://…", purpose: link, label: "…")` → the URL.
    private static func url(in line: String) -> String? {
        guard let range = line.range(of: #"url:\s*"[^"]+""#, options: .regularExpression) else { return nil }
        let value = line[range].drop { $0 != "\"" }.dropFirst().dropLast()
        return String(value)
    }

    /// The page metadata these directives declare.
    var metadata: [String: String] {
        var result: [String: String] = [:]
        result["titleHeading"] = titleHeading
        result["pageKind"] = pageKind
        result["callToAction"] = callToAction
        if !contributors.isEmpty { result["contributors"] = contributors.joined(separator: ", ") }
        return result
    }

    private static func argument(of line: String) -> String? {
        guard let open = line.firstIndex(of: "("), let close = line.lastIndex(of: ")"), open < close
        else { return nil }
        let inner = line[line.index(after: open)..<close]
        return inner.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
    }
}
