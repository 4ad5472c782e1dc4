import HIGModel

/// The formats ingest reads, decided by sniffing the content rather than trusting the extension.
enum SourceFormat: String, Sendable, CaseIterable {
    case doccJSON = "docc-json"
    case html
    case doccMarkdown = "docc-markdown"
    case bilingualMarkdown = "markdown-bilingual"
    case markdown
    case text

    static func sniff(_ text: String, path: String) -> SourceFormat {
        let head = text.prefix(4096).trimmingLeadingWhitespace()
        if head.hasPrefix("{") && (text.contains("\"primaryContentSections\"") || text.contains("\"schemaVersion\"")) {
            return .doccJSON
        }
        let lowerHead = head.prefix(512).lowercased()
        if lowerHead.hasPrefix("<!doctype html") || lowerHead.hasPrefix("<html")
            || (lowerHead.hasPrefix("<") && lowerHead.contains("<body"))
        {
            return .html
        }
        if text.range(of: #"(?m)^\s*@Metadata\s*\{"#, options: .regularExpression) != nil {
            return .doccMarkdown
        }
        if looksLikeMarkdown(text) {
            return hasKoreanProse(text) ? .bilingualMarkdown : .markdown
        }
        if head.hasPrefix("{") || head.hasPrefix("[") {
            return .doccJSON
        }
        return .text
    }

    /// Korean notes have Korean lines; a clipping with one Hangul name in its sidebar does not.
    private static func hasKoreanProse(_ text: String) -> Bool {
        guard Hangul.containsHangul(text) else { return false }
        var koreanLines = 0
        for line in text.split(separator: "\n") where Hangul.isKorean(line) {
            koreanLines += 1
            if koreanLines >= 3 { return true }
        }
        return false
    }

    private static func looksLikeMarkdown(_ text: String) -> Bool {
        let patterns = [
            #"(?m)^#{1,6} \S"#, #"(?m)^---\s*$"#, #"\*\*[^*\n]+\*\*"#, #"\]\([^)\s]+\)"#,
            #"(?m)^(=+|-{3,})\s*$"#, #"(?m)^> "#,
        ]
        let sample = String(text.prefix(65_536))
        return patterns.contains { sample.range(of: $0, options: .regularExpression) != nil }
    }
}
