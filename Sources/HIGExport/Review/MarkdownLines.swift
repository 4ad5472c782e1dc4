import HIGParsers

/// The inline content of Markdown blocks as lines of typed segments: what the review reader
/// needs to tell a status word from a lead, an ID from a note.
struct MarkdownLines {
    enum Kind { case text, strong, emphasis, code, html }

    struct Segment {
        var kind: Kind
        var text: String
    }

    struct Line {
        var segments: [Segment] = []

        /// The text without any markup.
        var plain: String {
            segments.filter { $0.kind != .html }.map(\.text).joined().trimmed
        }

        /// The text with emphasis and code written back as Markdown, for notes.
        var markdown: String {
            segments.map { segment in
                switch segment.kind {
                case .text, .html: segment.text
                case .strong: "**\(segment.text)**"
                case .emphasis: "*\(segment.text)*"
                case .code: "`\(segment.text)`"
                }
            }.joined()
        }
    }

    private(set) var lines: [Line] = []
    /// Set when a list item has started a line its first paragraph continues.
    private var continuesLine = false

    init(_ block: MarkdownNode) {
        collect(block, kind: .text)
    }

    var text: String { lines.map(\.plain).joined(separator: " ") }

    private mutating func collect(_ node: MarkdownNode, kind: Kind) {
        switch node.type {
        case .paragraph, .heading:
            if !continuesLine { lines.append(Line()) }
            continuesLine = false
            node.children.forEach { collect($0, kind: kind) }
        case .item, .tasklist:
            // A list inside a note, written back as Markdown.
            let marker = node.type == .tasklist ? (node.checked ? "- [x] " : "- [ ] ") : "- "
            lines.append(Line(segments: [Segment(kind: .text, text: marker)]))
            continuesLine = true
            node.children.forEach { collect($0, kind: kind) }
            continuesLine = false
        case .softbreak, .linebreak:
            lines.append(Line())
        case .text:
            append(Segment(kind: kind, text: node.literal))
        case .code:
            append(Segment(kind: .code, text: node.literal))
        case .htmlInline:
            append(Segment(kind: .html, text: node.literal))
        case .strong:
            node.children.forEach { collect($0, kind: .strong) }
        case .emph:
            node.children.forEach { collect($0, kind: kind == .strong ? .strong : .emphasis) }
        case .link where Self.isAutolink(node):
            // A bare address stays one: written as a link it would grow at every round trip.
            append(Segment(kind: .text, text: node.children[0].literal))
        case .link:
            // Written back as Markdown, so a note's links survive a round trip.
            append(Segment(kind: .text, text: "["))
            node.children.forEach { collect($0, kind: .text) }
            append(Segment(kind: .text, text: "](\(node.url))"))
        case .htmlBlock, .codeBlock:
            for text in node.literal.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).dropLast(
                node.literal.hasSuffix("\n") ? 1 : 0)
            {
                lines.append(Line())
                append(Segment(kind: .text, text: String(text)))
            }
        default:
            node.children.forEach { collect($0, kind: kind) }
        }
    }

    /// A link cmark-gfm made of an address written as text (`https://…`, `www.…`, `a@b.c`).
    private static func isAutolink(_ node: MarkdownNode) -> Bool {
        guard node.children.count == 1, node.children[0].type == .text else { return false }
        let text = node.children[0].literal
        return [text, "http://" + text, "mailto:" + text].contains(node.url)
    }

    private mutating func append(_ segment: Segment) {
        if lines.isEmpty { lines.append(Line()) }
        let last = lines.count - 1
        // Adjacent text of one kind (cmark splits text at escapes) becomes one segment.
        if let previous = lines[last].segments.last, previous.kind == segment.kind, segment.kind != .html {
            lines[last].segments[lines[last].segments.count - 1].text += segment.text
        } else {
            lines[last].segments.append(segment)
        }
    }
}
