import HIGModel
import HIGParsers

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
        if head.hasPrefix("{")
            && (ByteSearch.contains("\"primaryContentSections\"", in: text)
                || ByteSearch.contains("\"schemaVersion\"", in: text))
        {
            return .doccJSON
        }
        let lowerHead = head.prefix(512).lowercased()
        if lowerHead.hasPrefix("<!doctype html") || lowerHead.hasPrefix("<html")
            || (lowerHead.hasPrefix("<") && lowerHead.contains("<body"))
        {
            return .html
        }
        if ByteSearch.contains("@Metadata", in: text),
            text.range(of: #"(?m)^\s*@Metadata\s*\{"#, options: .regularExpression) != nil
        {
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
        for line in MarkdownBounds.lines(of: text) where !line.isEmpty && Hangul.isKorean(line) {
            koreanLines += 1
            if koreanLines >= 3 { return true }
        }
        return false
    }

    /// Markdown signs, each with text it cannot match without: the regular expression (which
    /// copies the text to UTF-16) runs only where that text occurs.
    private static let markdownSigns: [(needles: [String], pattern: String)] = [
        (["# "], #"(?m)^#{1,6} \S"#), (["**"], #"\*\*[^*\n]+\*\*"#),
        (["]("], #"\]\([^)\s]+\)"#), (["=", "---"], #"(?m)^(=+|-{3,})\s*$"#), (["> "], #"(?m)^> "#),
    ]

    private static func looksLikeMarkdown(_ text: String) -> Bool {
        // Text of no more bytes than that is no more Characters either, and is not walked.
        let sample = text.utf8.count <= 65_536 ? text : String(text.prefix(65_536))
        return markdownSigns.contains { sign in
            sign.needles.contains { ByteSearch.contains($0, in: sample) }
                && sample.range(of: sign.pattern, options: .regularExpression) != nil
        }
    }
}
