import HIGParsers

/// Text of an inline HTML block inside Markdown (`<h2>…</h2>`, `<div>…</div>`).
enum HTMLFragment {
    static func text(_ html: String) -> String {
        guard let root = HTMLParser.parse(Array(html.utf8)) else { return "" }
        return root.textContent.collapsedWhitespace
    }
}
