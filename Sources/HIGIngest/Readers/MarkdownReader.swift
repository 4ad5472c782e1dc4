import HIGModel
import HIGParsers

/// Reads Markdown (web clippings, Korean study notes, DocC articles) through cmark-gfm, after
/// taking off YAML front matter and DocC directives.
struct MarkdownReader {
    /// `**Lead.**Body`: CommonMark does not close bold between a full stop and a letter, so the
    /// lead would stay literal asterisks. A space is put after the closing `**` of a bold lead
    /// that starts its line (after any list marker); the line keeps its number.
    static func separatingBoldLead(_ line: Substring) -> Substring {
        let body = line.drop { $0 == " " || $0 == "-" || $0 == ">" }
        guard body.hasPrefix("**"), let close = body.dropFirst(2).range(of: "**") else { return line }
        let before = body[body.index(before: close.lowerBound)]
        guard ".?!:。".contains(before), close.upperBound < body.endIndex,
            body[close.upperBound].isLetter
        else { return line }
        return line[..<close.upperBound] + " " + line[close.upperBound...]
    }

    func read(_ text: String, path: String, format: SourceFormat) -> ReadDocument {
        var diagnostics: [Diagnostic] = []
        var lines = MarkdownBounds.lines(of: text)
        let frontMatter = FrontMatter.read(lines, path: path, diagnostics: &diagnostics)
        for index in 0..<min(frontMatter.lineCount, lines.count) { lines[index] = "" }
        let directives = DocCDirectives.extract(from: &lines)
        for index in lines.indices { lines[index] = Self.separatingBoldLead(lines[index]) }
        diagnostics += MarkdownTableShape.diagnostics(lines, path: path)
        let parts = MarkdownParts(lines: lines, path: path)
        lines = []
        diagnostics += parts.diagnostics
        var blocks: [Block] = []
        var bounds = MarkdownBounds()
        for part in parts.parts {
            let document = MarkdownParser.parse(part.text, bounds: &bounds, lineOffset: part.lineOffset)
            let first = blocks.count
            MarkdownBlockWalker().collect(document.children, into: &blocks)
            if part.lineOffset > 0 {
                for index in first..<blocks.count { blocks[index].line += part.lineOffset }
            }
        }
        diagnostics += bounds.limits.map {
            Diagnostic(
                file: path, line: $0.line, severity: .warning, id: "ingest.markdown.\($0.id)", message: $0.message)
        }
        var read = ReadDocument(path: path, format: format, blocks: blocks, diagnostics: diagnostics)
        read.declaredTitle = frontMatter.title
        read.declaredPlatforms = frontMatter.platforms
        read.metadata = directives.metadata
        read.revised = RevisionDates.declared(in: frontMatter.fields)
        read.declaredURLs = frontMatter.urls
        if read.declaredTitle == nil, directives.titleHeading != nil,
            let firstHeading = blocks.first(where: { $0.headingLevel == 1 })
        {
            read.declaredTitle = firstHeading.content.text
        }
        return read
    }
}

/// Turns cmark's block tree into the flat block list: headings, paragraphs, list items and quotes.
struct MarkdownBlockWalker {
    /// The nesting of the lists being read: 1 inside an outermost list.
    var depth = 1

    func collect(_ nodes: [MarkdownNode], into blocks: inout [Block]) {
        for node in nodes {
            switch node.type {
            case .heading:
                blocks.append(Block(.heading(level: node.headingLevel), inline(node), line: node.line))
            case .paragraph:
                appendParagraph(node, kind: .paragraph, into: &blocks)
            case .list:
                for item in node.children { collectItem(item, ordered: node.ordered, depth: depth, into: &blocks) }
            case .blockQuote:
                appendQuote(node, into: &blocks)
            case .table:
                // cmark-gfm gives the header row first, every row padded to its width.
                let table = blocks.count
                for (index, row) in node.children.enumerated() {
                    let cells = row.children.map { cell in
                        let text = plainText(cell).trimmed
                        return TableCellText.of(text: text, images: text.isEmpty ? inline(cell).images : [])
                    }
                    blocks.append(.tableRow(cells, table: table, isHeader: index == 0, line: row.line))
                }
            case .htmlBlock:
                let text = HTMLFragment.text(node.literal)
                if !text.isEmpty { blocks.append(Block(.paragraph, RichText(text: text), line: node.line)) }
            default:
                // Code blocks and thematic breaks carry no guidance.
                continue
            }
        }
    }

    private func appendParagraph(_ node: MarkdownNode, kind: Block.Kind, into blocks: inout [Block]) {
        let content = inline(node)
        // An image on its own line is a block too: its text is its description.
        guard !content.text.isEmpty || !content.images.isEmpty else { return }
        blocks.append(Block(kind, content, line: node.line))
    }

    /// A quote, marked as a callout when it opens with a label such as `**Note**`.
    private func appendQuote(_ node: MarkdownNode, into blocks: inout [Block]) {
        let text = quoteText(node)
        guard !text.text.isEmpty else { return }
        var block = Block(.quote, text, line: node.line)
        block.callout = RichBlocks.calloutLabel(text)
        blocks.append(block)
    }

    /// A list item becomes one block of its paragraphs; a quote inside it ("- > 한국어") follows
    /// as its own block, and nested lists follow as items.
    private func collectItem(_ item: MarkdownNode, ordered: Bool, depth: Int, into blocks: inout [Block]) {
        var builder = RichTextBuilder()
        var trailing: [Block] = []
        var first = true
        for child in item.children {
            switch child.type {
            case .paragraph:
                if !first { builder.appendSpace() }
                appendInline(child.children, to: &builder)
                first = false
            case .blockQuote:
                appendQuote(child, into: &trailing)
            case .list:
                var nested = self
                nested.depth = depth + 1
                nested.collect([child], into: &trailing)
            default:
                continue
            }
        }
        let content = builder.build()
        if !content.text.isEmpty {
            var block = Block(.listItem, content, line: item.line)
            block.listDepth = depth
            block.ordered = ordered
            blocks.append(block)
        }
        blocks.append(contentsOf: trailing)
    }

    private func quoteText(_ node: MarkdownNode) -> RichText {
        var builder = RichTextBuilder()
        var pending = node.children
        var index = 0
        while index < pending.count {
            let child = pending[index]
            index += 1
            if child.type == .paragraph || child.type == .heading {
                appendInline(child.children, to: &builder)
                builder.appendSpace()
            } else {
                pending.append(contentsOf: child.children)
            }
        }
        return builder.build()
    }

    func inline(_ node: MarkdownNode) -> RichText {
        var builder = RichTextBuilder()
        appendInline(node.children, to: &builder)
        return builder.build()
    }

    private func appendInline(_ nodes: [MarkdownNode], to builder: inout RichTextBuilder) {
        // Text between inline `<strong>`/`<b>` and its closing tag is bold, as `**…**` is.
        var htmlStrong: String?
        for node in nodes {
            if node.type == .htmlInline {
                let tag = node.literal.lowercased()
                if tag.hasPrefix("<strong") || tag == "<b>" {
                    htmlStrong = ""
                } else if let text = htmlStrong, tag == "</strong>" || tag == "</b>" {
                    builder.appendStrong(text)
                    htmlStrong = nil
                }
                continue
            }
            if htmlStrong != nil {
                htmlStrong! += plainText(node)
                continue
            }
            switch node.type {
            case .text:
                for piece in AdjoiningStrongText.pieces(of: node.literal) {
                    if piece.strong { builder.appendStrong(piece.text) } else { builder.appendText(piece.text) }
                }
            case .code:
                builder.appendCode(node.literal)
            case .softbreak, .linebreak:
                builder.appendSpace()
            case .strong:
                appendStrong(node.children, to: &builder)
            case .link:
                builder.appendLink(text: plainText(node), url: node.url)
            case .emph:
                builder.emphasized { appendInline(node.children, to: &$0) }
            case .image:
                builder.appendImage(alt: plainText(node, imageText: true), url: node.url)
            case .htmlInline:
                continue
            default:
                appendInline(node.children, to: &builder)
            }
        }
    }

    /// Bold text piece by piece, so a link inside it stays a link.
    private func appendStrong(_ nodes: [MarkdownNode], to builder: inout RichTextBuilder) {
        for node in nodes {
            if node.type == .link {
                builder.appendStrongLink(text: plainText(node), url: node.url)
            } else {
                builder.appendStrong(plainText(node))
                collectLinks(in: node, to: &builder)
            }
        }
    }

    private func collectLinks(in node: MarkdownNode, to builder: inout RichTextBuilder) {
        for child in node.children {
            if child.type == .link {
                builder.recordLink(text: plainText(child), url: child.url)
            } else {
                collectLinks(in: child, to: &builder)
            }
        }
    }

    /// - Parameter imageText: whether an image's description counts (it does only for the image's own).
    private func plainText(_ node: MarkdownNode, imageText: Bool = false) -> String {
        var parts: [String] = []
        var pending = imageText ? node.children.reversed() : [node]
        while let current = pending.popLast() {
            switch current.type {
            case .text, .code: parts.append(current.literal)
            case .softbreak, .linebreak: parts.append(" ")
            case .image: continue
            default: pending.append(contentsOf: current.children.reversed())
            }
        }
        return parts.joined()
    }
}
