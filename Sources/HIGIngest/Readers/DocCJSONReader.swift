import Foundation
import HIGModel

/// Reads DocC render JSON (the RenderNode files Apple's HIG site loads and `docc convert` writes).
/// The files are one line of JSON, so every block is at line 1.
struct DocCJSONReader {
    func read(_ data: Data, path: String) -> ReadDocument {
        var document = ReadDocument(path: path, format: .doccJSON, blocks: [])
        let node: RenderNode
        do {
            node = try JSONDecoder().decode(RenderNode.self, from: data)
        } catch {
            let depth = JSONDepth.deepest(in: data)
            let reason =
                depth > JSONDepth.decoderLimit
                ? "its arrays and objects nest \(depth) levels deep; JSON past \(JSONDepth.decoderLimit) levels is not read"
                : Self.describe(error)
            document.diagnostics.append(
                Diagnostic(
                    file: path, line: 1, severity: .error, id: "ingest.docc-json.invalid",
                    message: "not DocC render JSON: \(reason)"))
            return document
        }
        let references = node.references ?? [:]
        let inline = RenderInlineFlattener(references: references)
        if let url = node.identifier?.url { document.declaredURLs.append(url) }
        if let title = node.metadata?.title {
            document.declaredTitle = title
            document.blocks.append(Block(.heading(level: 1), RichText(text: title), line: 1))
        }
        if let abstract = node.abstract, !abstract.isEmpty {
            document.blocks.append(Block(.paragraph, inline.flatten(abstract), line: 1))
        }
        for section in node.primaryContentSections ?? [] {
            collect(section.content ?? [], inline: inline, into: &document.blocks)
        }
        // Curated links are related pages; DocC's automatic see-also (its siblings) is kept apart.
        for group in (node.topicSections ?? []) + (node.seeAlsoSections ?? []) {
            for identifier in group.identifiers ?? [] {
                let reference = references[identifier]
                // A doc:// identifier names the page itself; its reference's URL is site-relative.
                let url = identifier.hasPrefix("doc://") ? identifier : reference?.url ?? identifier
                let link = InlineLink(text: reference?.title ?? identifier, url: url)
                if group.generated == true { document.seeAlso.append(link) } else { document.related.append(link) }
            }
        }
        document.declaredPlatforms = (node.metadata?.platforms ?? []).compactMap(\.name)
        return document
    }

    private func collect(
        _ blocks: [RenderBlock], inline: RenderInlineFlattener, depth: Int = 1, into output: inout [Block]
    ) {
        for block in blocks {
            switch block.type {
            case "heading":
                if let text = block.text, block.anchor != "overview" || text != "Overview" {
                    output.append(Block(.heading(level: block.level ?? 2), RichText(text: text), line: 1))
                }
            case "paragraph":
                let content = inline.flatten(block.inlineContent ?? [])
                if !content.text.isEmpty || !content.images.isEmpty {
                    output.append(Block(.paragraph, content, line: 1))
                }
            case "unorderedList", "orderedList":
                for item in block.items ?? [] {
                    var itemBlocks: [Block] = []
                    collect(item.content ?? [], inline: inline, depth: depth + 1, into: &itemBlocks)
                    if let first = itemBlocks.first {
                        var listItem = Block(.listItem, first.content, line: 1)
                        listItem.listDepth = depth
                        listItem.ordered = block.type == "orderedList"
                        output.append(listItem)
                        output.append(contentsOf: itemBlocks.dropFirst())
                    }
                }
            case "aside":
                var inner: [Block] = []
                collect(block.content ?? [], inline: inline, into: &inner)
                let label = block.name ?? block.style.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? "Note"
                output.append(
                    contentsOf: inner.map {
                        var quote = Block(.quote, $0.content, line: 1)
                        quote.callout = label
                        return quote
                    })
            case "table":
                // `header` is "row", "column", "both" or "none": the first row heads the columns
                // for "row" and "both".
                let table = output.count
                let headed = block.header == "row" || block.header == "both"
                for (index, row) in (block.rows ?? []).enumerated() {
                    let cells = row.map { cell in
                        var inner: [Block] = []
                        collect(cell, inline: inline, into: &inner)
                        let text = inner.map(\.content.text).joined(separator: " ")
                        return TableCellText.of(
                            text: text.isBlank ? "" : text, images: inner.flatMap(\.content.images))
                    }
                    output.append(.tableRow(cells, table: table, isHeader: headed && index == 0, line: 1))
                }
            default:
                // Tab navigators and rows hold blocks in tabs and columns; code listings,
                // images and link grids carry no guidance sentences.
                let nested = (block.tabs ?? []) + (block.columns ?? [])
                collect((block.content ?? []) + nested.flatMap { $0.content ?? [] }, inline: inline, into: &output)
            }
        }
    }

    static func describe(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.underlyingError.map { "\($0.localizedDescription)" } ?? context.debugDescription
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.keyNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\(context.debugDescription) at \(path.isEmpty ? "top level" : path)"
        default:
            return error.localizedDescription
        }
    }
}

/// Flattens RenderInline runs, resolving `reference` inlines through the node's references.
struct RenderInlineFlattener {
    var references: [String: RenderNode.Reference]

    func flatten(_ inlines: [RenderInline]) -> RichText {
        var builder = RichTextBuilder()
        append(inlines, to: &builder)
        return builder.build()
    }

    private func append(_ inlines: [RenderInline], to builder: inout RichTextBuilder) {
        for inline in inlines {
            switch inline.type {
            case "text":
                builder.appendText(inline.text ?? "")
            case "codeVoice":
                builder.appendCode(inline.code ?? "")
            case "strong":
                // Piece by piece, so a link inside bold text stays a link.
                for piece in inline.inlineContent ?? [] {
                    if let (text, url) = link(piece) {
                        builder.appendStrongLink(text: text, url: url)
                    } else {
                        builder.appendStrong(plain([piece]))
                    }
                }
            case "reference", "link":
                if let (text, url) = link(inline) { builder.appendLink(text: text, url: url) }
            case "image":
                let reference = inline.identifier.flatMap { references[$0] }
                let url = reference?.variants?.compactMap(\.url).first ?? reference?.url ?? ""
                builder.appendImage(alt: reference?.alt ?? "", url: url)
            case "emphasis":
                builder.emphasized { append(inline.inlineContent ?? [], to: &$0) }
            default:
                append(inline.inlineContent ?? [], to: &builder)
            }
        }
    }

    /// A reference's or link's text and address; nil for any other inline.
    private func link(_ inline: RenderInline) -> (text: String, url: String)? {
        switch inline.type {
        case "reference":
            let reference = inline.identifier.flatMap { references[$0] }
            let title = inline.overridingTitle ?? reference?.title ?? inline.identifier ?? ""
            return (title, reference?.url ?? inline.identifier ?? "")
        case "link":
            return (inline.title ?? inline.destination ?? "", inline.destination ?? "")
        default:
            return nil
        }
    }

    private func plain(_ inlines: [RenderInline]) -> String {
        inlines.map { inline in
            switch inline.type {
            case "text": inline.text ?? ""
            case "codeVoice": inline.code ?? ""
            case "reference": inline.overridingTitle ?? inline.identifier.flatMap { references[$0]?.title } ?? ""
            default: plain(inline.inlineContent ?? [])
            }
        }.joined()
    }
}
