import Foundation
import HIGModel
import HIGParsers

/// Reads a saved or standalone HTML page with libxml2: the article (`<main>`, `<article>` or the
/// body), without navigation, header, footer, scripts and styles.
struct HTMLReader {
    private static let ignoredElements: Set<String> = [
        "nav", "header", "footer", "script", "style", "noscript", "template", "svg", "form", "button",
        "aside", "figure", "pre", "iframe", "head",
    ]
    private static let headingLevels = ["h1": 1, "h2": 2, "h3": 3, "h4": 4, "h5": 5, "h6": 6]

    func read(_ bytes: [UInt8], path: String) -> ReadDocument {
        var document = ReadDocument(path: path, format: .html, blocks: [])
        guard let parsed = HTMLParser.parseDocument(bytes) else {
            document.diagnostics.append(
                Diagnostic(
                    file: path, line: 1, severity: .error, id: "ingest.html.unreadable",
                    message: "libxml2 could not read this HTML"))
            return document
        }
        let root = parsed.root
        if parsed.deepestNesting >= HTMLParser.nestingLimit - 1 {
            document.diagnostics.append(
                Diagnostic(
                    file: path, line: 1, severity: .warning, id: "ingest.html.too-deep",
                    message:
                        "elements nest \(HTMLParser.nestingLimit) levels deep; libxml2 stops there and what follows is lost"
                ))
        }
        if parsed.tagsCut > 0 {
            document.diagnostics.append(
                Diagnostic(
                    file: path, line: parsed.firstCutLine, severity: .warning, id: "ingest.html.too-many-attributes",
                    message:
                        "\(parsed.tagsCut) element(s) with over \(HTMLParser.maximumAttributes) attributes; the attributes past that are ignored"
                ))
        }
        document.declaredTitle = first(named: "title", in: root)?.textContent.collapsedWhitespace
        document.declaredURLs = declaredURLs(in: root)
        let article =
            first(named: "main", in: root) ?? first(named: "article", in: root)
            ?? first(named: "body", in: root) ?? root
        collect(article.children, into: &document.blocks)
        return document
    }

    /// `<link rel="canonical">` and `<meta property="og:url">`: where a saved page came from. A
    /// page saved from Apple's site may give them site-relative ("/design/human-interface-guidelines/alerts"),
    /// or only link its headings to their anchors on Apple's page; both are read as Apple's address.
    private func declaredURLs(in root: HTMLNode) -> [String] {
        guard let head = first(named: "head", in: root) else { return headingAnchors(in: root) }
        let base = head.children.first { $0.kind == .element && $0.name == "base" }?.attributes["href"]
        let declared: [String] = head.children.compactMap { node in
            guard node.kind == .element else { return nil }
            let attributes = node.attributes
            if node.name == "link", attributes["rel"]?.lowercased() == "canonical" { return attributes["href"] }
            if node.name == "meta", attributes["property"]?.lowercased() == "og:url" { return attributes["content"] }
            return nil
        }
        let resolved = declared.map { Self.absolute($0, base: base) }
        return resolved.isEmpty ? headingAnchors(in: root) : resolved
    }

    /// Apple's HIG pages link each heading to its own anchor: `<h2><a href="/design/human-interface-guidelines/alerts#Best-practices">`.
    private func headingAnchors(in root: HTMLNode) -> [String] {
        var found: [String] = []
        var pending = [root]
        var next = 0
        while next < pending.count, found.isEmpty {
            let node = pending[next]
            next += 1
            guard node.kind == .element else { continue }
            if Self.headingLevels[node.name] != nil {
                for link in node.children where link.kind == .element && link.name == "a" {
                    guard let href = link.attributes["href"], href.hasPrefix(Self.applePath), href.contains("#")
                    else { continue }
                    found.append(Self.absolute(String(href.prefix { $0 != "#" }), base: nil))
                }
            }
            pending.append(contentsOf: node.children)
        }
        return found
    }

    private static let applePath = "/design/human-interface-guidelines/"

    /// A site-relative address of Apple's guidelines on the page's `<base>`, else on Apple's site.
    private static func absolute(_ href: String, base: String?) -> String {
        guard href.hasPrefix("/"), !href.hasPrefix("//") else { return href }
        if let base, let url = URL(string: href, relativeTo: URL(string: base)), url.scheme != nil {
            return url.absoluteString
        }
        return href.hasPrefix(applePath) ? "https://developer.apple.com" + href : href
    }

    /// Breadth first, so the outermost match wins; a read index instead of `removeFirst` keeps
    /// it linear.
    private func first(named name: String, in root: HTMLNode) -> HTMLNode? {
        var pending = [root]
        var next = 0
        while next < pending.count {
            let node = pending[next]
            next += 1
            if node.kind == .element && node.name == name { return node }
            pending.append(contentsOf: node.children)
        }
        return nil
    }

    private func collect(_ nodes: [HTMLNode], into blocks: inout [Block]) {
        var loose = RichTextBuilder()
        var looseLine = 0
        func flushLoose() {
            let content = loose.build()
            if !content.text.isEmpty { blocks.append(Block(.paragraph, content, line: looseLine)) }
            loose = RichTextBuilder()
        }
        for node in nodes {
            if node.kind == .text || Self.isInline(node.name) {
                if looseLine == 0 { looseLine = node.line }
                appendInline(node, to: &loose)
                continue
            }
            flushLoose()
            looseLine = 0
            if Self.ignoredElements.contains(node.name) { continue }
            if let level = Self.headingLevels[node.name] {
                blocks.append(Block(.heading(level: level), inline(node), line: node.line))
                continue
            }
            switch node.name {
            case "p":
                let content = inline(node)
                if !content.text.isEmpty || !content.images.isEmpty {
                    blocks.append(Block(.paragraph, content, line: node.line))
                }
            case "ul", "ol":
                for item in node.children where item.name == "li" {
                    collectItem(item, ordered: node.name == "ol", into: &blocks)
                }
            case "table":
                collectRows(of: node, into: &blocks)
            case "blockquote":
                var inner: [Block] = []
                collect(node.children, into: &inner)
                let text = inner.map(\.content.text).joined(separator: " ")
                if !text.isEmpty { blocks.append(Block(.quote, RichText(text: text), line: node.line)) }
            default:
                collect(node.children, into: &blocks)
            }
        }
        flushLoose()
    }

    /// Each row of a table (its own, not a nested table's) as one block of its cells' text.
    /// A row of `<th>` cells only, or one in `<thead>`, is a header row; the `<caption>` rides
    /// on every row.
    private func collectRows(of table: HTMLNode, into blocks: inout [Block]) {
        let ordinal = blocks.count
        let caption = table.children.first { $0.name == "caption" }.map { $0.textContent.collapsedWhitespace }
        var pending = table.children.map { (node: $0, inHead: false) }
        var next = 0
        while next < pending.count {
            let (node, inHead) = pending[next]
            next += 1
            guard node.kind == .element, node.name != "table", node.name != "caption" else { continue }
            if node.name == "tr" {
                let cells = node.children.filter { $0.name == "td" || $0.name == "th" }
                let header = inHead || (!cells.isEmpty && cells.allSatisfy { $0.name == "th" })
                var row = Block.tableRow(
                    cells.map { cell in
                        let text = cell.textContent.collapsedWhitespace
                        return TableCellText.of(text: text, images: text.isEmpty ? inline(cell).images : [])
                    }, table: ordinal, isHeader: header, line: node.line)
                row.tableCells?.caption = caption.flatMap { $0.isEmpty ? nil : $0 }
                blocks.append(row)
            } else {
                pending.append(contentsOf: node.children.map { ($0, inHead || node.name == "thead") })
            }
        }
    }

    private func collectItem(_ item: HTMLNode, ordered: Bool, into blocks: inout [Block]) {
        var inner: [Block] = []
        collect(item.children, into: &inner)
        let (itemText, rest) = (inner.prefix { $0.kind == .paragraph }, inner.drop { $0.kind == .paragraph })
        var builder = RichTextBuilder()
        for block in itemText {
            var paragraph = block.content
            // The item's own code spans were never read as symbols; that stays so.
            paragraph.codeSpans = []
            builder.appendContent(paragraph)
            builder.appendSpace()
        }
        var content = builder.build()
        content.lead = itemText.first?.content.lead
        if !content.text.isEmpty {
            var listItem = Block(.listItem, content, line: item.line)
            listItem.ordered = ordered
            blocks.append(listItem)
        }
        blocks.append(contentsOf: rest)
    }

    private static func isInline(_ name: String) -> Bool {
        ["a", "strong", "b", "em", "i", "code", "span", "br", "img", "sup", "sub", "small", "abbr", "kbd"]
            .contains(name)
    }

    private func inline(_ node: HTMLNode) -> RichText {
        var builder = RichTextBuilder()
        for child in node.children { appendInline(child, to: &builder) }
        return builder.build()
    }

    private func appendInline(_ node: HTMLNode, to builder: inout RichTextBuilder) {
        if node.kind == .text {
            builder.appendText(node.text)
            return
        }
        switch node.name {
        case "strong", "b":
            // Piece by piece, so a link inside bold text stays a link.
            for child in node.children {
                if child.kind == .element, child.name == "a" {
                    builder.appendStrongLink(text: child.textContent, url: child.attributes["href"] ?? "")
                } else {
                    builder.appendStrong(child.kind == .text ? child.text : child.textContent)
                    recordLinks(in: child, to: &builder)
                }
            }
        case "a":
            builder.appendLink(text: node.textContent, url: node.attributes["href"] ?? "")
        case "code":
            builder.appendCode(node.textContent)
        case "em", "i":
            builder.emphasized { builder in
                for child in node.children { appendInline(child, to: &builder) }
            }
        case "br":
            builder.appendSpace()
        case "img":
            builder.appendImage(alt: node.attributes["alt"] ?? "", url: node.attributes["src"] ?? "")
        case "script", "style":
            return
        default:
            for child in node.children { appendInline(child, to: &builder) }
        }
    }

    private func recordLinks(in node: HTMLNode, to builder: inout RichTextBuilder) {
        for child in node.children where child.kind == .element {
            if child.name == "a" {
                builder.recordLink(text: child.textContent, url: child.attributes["href"] ?? "")
            } else {
                recordLinks(in: child, to: &builder)
            }
        }
    }
}
