/// A line by which a saved page names where it came from: "Source: https://…",
/// "*Source: [url](url)*", "출처: …", or a lone "[원문 보기](url)" link.
enum SourceLine {
    static let labels = ["source:", "source :", "출처:", "원문:", "original:"]
    private static let linkTexts: Set<String> = ["원문 보기", "원문", "원문보기", "view original", "original"]

    /// Whether the text opens with a label, in any case.
    static func isLabelled(_ text: String) -> Bool {
        // The longest label is nine Characters: lowercasing the whole line was a cost per paragraph.
        labels.contains(where: String(text.prefix(16)).lowercased().hasPrefix)
    }

    /// The URLs the line declares, or nil when it is not such a line.
    static func urls(in content: RichText) -> [String]? {
        let text = content.text.trimmed
        if isLabelled(text) {
            let linked = content.links.map(\.url).filter { $0.contains("/") }
            if !linked.isEmpty { return linked }
            let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
            let bare = words.filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") }
            return bare.isEmpty ? nil : bare
        }
        if content.links.count == 1, let link = content.links.first,
            linkTexts.contains(link.text.lowercased().trimmed), text == link.text.trimmed
        {
            return [link.url]
        }
        return nil
    }
}
