internal import CCmarkGFM
import Synchronization

/// Parses Markdown with cmark-gfm (tables, strikethrough, autolinks, task lists) and returns a
/// Swift tree. No cmark pointer outlives `parse`.
package enum MarkdownParser {
    private static let extensionNames = ["table", "strikethrough", "autolink", "tagfilter", "tasklist"]
    /// Containers nested deeper than this are flattened into their ancestor at this depth: their
    /// text is kept, and the Swift tree (walked and freed recursively) stays shallow.
    package static let maximumDepth = 64
    /// A block with more inline children than this (a million `**a**` in one paragraph) keeps
    /// the rest as plain text merged into one node: the Swift tree stays small, the text stays.
    package static let maximumInlineChildren = 4096

    /// Parses `text` within fresh bounds, for a text parsed at once; what was cut is not told.
    package static func parse(_ text: String) -> MarkdownNode {
        var bounds = MarkdownBounds()
        return parse(text, bounds: &bounds)
    }

    /// Parses `text` after applying `bounds` to it: the parts of one file share them, and what
    /// was cut is in `bounds.limits`. `lineOffset` places the limits' lines in the file.
    package static func parse(_ text: String, bounds: inout MarkdownBounds, lineOffset: Int = 0) -> MarkdownNode {
        let text = bounds.bound(text, lineOffset: lineOffset)
        guard let root = cmarkLock.withLock({ _ in cmarkTree(of: text) }) else {
            return MarkdownNode(type: .document)
        }
        defer { cmark_node_free(root) }
        return copyTree(root)
    }

    /// cmark-gfm adds the attached extensions' special characters (`~`, `|`) to one process-wide
    /// table while a parser processes inlines and removes them when it is done, so two parsers
    /// finishing at once corrupt each other's trees (and can fail cmark's own assertions). Parsing
    /// is serialized; copying the finished tree, most of the work, still runs in parallel.
    private static let cmarkLock = Mutex(())

    private static func cmarkTree(of text: String) -> OpaquePointer? {
        cmark_gfm_core_extensions_ensure_registered()
        let options = CMARK_OPT_SOURCEPOS | CMARK_OPT_UNSAFE
        guard let parser = cmark_parser_new(options) else { return nil }
        defer { cmark_parser_free(parser) }
        for name in extensionNames {
            if let syntaxExtension = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, syntaxExtension)
            }
        }
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        return cmark_parser_finish(parser)
    }

    /// Walks with cmark's iterator rather than recursion: deeply nested input must not exhaust a
    /// worker thread's stack.
    private static func copyTree(_ root: OpaquePointer) -> MarkdownNode {
        guard let iterator = cmark_iter_new(root) else { return MarkdownNode(type: .document) }
        defer { cmark_iter_free(iterator) }
        var stack: [MarkdownNode] = []
        var flattened = 0
        var result = MarkdownNode(type: .document)
        while true {
            let event = cmark_iter_next(iterator)
            if event == CMARK_EVENT_DONE { break }
            guard let node = cmark_iter_get_node(iterator) else { continue }
            switch event {
            case CMARK_EVENT_ENTER:
                let copied = copyNode(node)
                if cmark_node_first_child(node) == nil && !isContainer(node) {
                    appendToTop(copied, stack: &stack, result: &result)
                } else if stack.count >= maximumDepth || isCrowdedInline(node, stack: stack) {
                    flattened += 1
                } else {
                    stack.append(copied)
                }
            case CMARK_EVENT_EXIT:
                if flattened > 0 {
                    flattened -= 1
                } else if let finished = stack.popLast() {
                    appendToTop(finished, stack: &stack, result: &result)
                }
            default:
                continue
            }
        }
        return result
    }

    /// An inline container (strong, emphasis, link) in a block that already has its fill of
    /// children: flattened, so its text joins the block's.
    private static func isCrowdedInline(_ node: OpaquePointer, stack: [MarkdownNode]) -> Bool {
        guard let top = stack.last, top.children.count >= maximumInlineChildren else { return false }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_STRONG, CMARK_NODE_EMPH, CMARK_NODE_LINK, CMARK_NODE_IMAGE: return true
        default:
            return cmark_node_get_type_string(node).map { MarkdownNode.Kind(cmarkName: String(cString: $0)) }
                == .strikethrough
        }
    }

    private static func isContainer(_ node: OpaquePointer) -> Bool {
        // Containers get ENTER and EXIT events even when empty; leaves get a single ENTER.
        switch cmark_node_get_type(node) {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE, CMARK_NODE_HTML_BLOCK,
            CMARK_NODE_CODE_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_SOFTBREAK,
            CMARK_NODE_LINEBREAK:
            return false
        default:
            return true
        }
    }

    private static func appendToTop(
        _ node: MarkdownNode, stack: inout [MarkdownNode], result: inout MarkdownNode
    ) {
        if stack.isEmpty {
            if node.type == .document { result = node } else { result.children.append(node) }
        } else {
            let top = stack.count - 1
            if stack[top].children.count >= maximumInlineChildren, node.type == .text,
                stack[top].children.last?.type == .text
            {
                stack[top].children[stack[top].children.count - 1].literal += node.literal
            } else {
                stack[top].children.append(node)
            }
        }
    }

    private static func copyNode(_ node: OpaquePointer) -> MarkdownNode {
        let type = cmark_node_get_type_string(node).map { MarkdownNode.Kind(cmarkName: String(cString: $0)) } ?? .other
        let literal = cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
        var url = ""
        let nodeType = cmark_node_get_type(node)
        if nodeType == CMARK_NODE_LINK || nodeType == CMARK_NODE_IMAGE {
            url = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
        }
        let level = nodeType == CMARK_NODE_HEADING ? Int(cmark_node_get_heading_level(node)) : 0
        var copied = MarkdownNode(
            type: type, literal: literal, url: url, headingLevel: level,
            line: Int(cmark_node_get_start_line(node)))
        if nodeType == CMARK_NODE_LIST {
            copied.ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
        }
        if type == .tasklist {
            copied.checked = cmark_gfm_extensions_get_tasklist_item_checked(node)
        }
        return copied
    }
}
