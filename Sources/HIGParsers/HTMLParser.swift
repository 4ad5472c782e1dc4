internal import CLibXML2

/// Parses HTML with libxml2's forgiving HTML parser (no network, errors recovered) and returns a
/// Swift tree. No libxml2 pointer outlives `parse`.
package enum HTMLParser {
    /// libxml2 stops reading at this nesting depth (HTML_PARSE_HUGE would lift it; hostile input
    /// is why it stays): a page that reaches it has lost what was nested deeper.
    package static let nestingLimit = 256

    package struct Document: Sendable {
        package var root: HTMLNode
        /// The deepest element nesting seen; at `nestingLimit` the page was cut short.
        package var deepestNesting: Int
        /// Start tags whose attributes past `maximumAttributes` were dropped, and the line of the first.
        package var tagsCut = 0
        package var firstCutLine = 0
    }

    /// Attributes of one element kept; libxml2's time grows with the square of their number.
    package static let maximumAttributes = HTMLBounds.maximumAttributes

    package static func parse(_ bytes: [UInt8]) -> HTMLNode? {
        parseDocument(bytes)?.root
    }

    package static func parseDocument(_ bytes: [UInt8]) -> Document? {
        let bounds = HTMLBounds(bytes)
        let bytes = bounds.bounded ?? bytes
        let options = Int32(
            HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_RECOVER.rawValue
                | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOBLANKS.rawValue)
        let document: htmlDocPtr? = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                htmlReadMemory($0, Int32(buffer.count), "", "UTF-8", options)
            }
        }
        guard let document else { return nil }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else { return nil }
        var copied = copyTree(root)
        copied.tagsCut = bounds.tagsCut
        copied.firstCutLine = bounds.firstCutLine
        return copied
    }

    private struct Frame {
        var node: HTMLNode
        var next: xmlNodePtr?
    }

    /// Iterative copy: hostile nesting must not exhaust the stack.
    private static func copyTree(_ root: xmlNodePtr) -> Document {
        var stack = [Frame(node: copyNode(root), next: root.pointee.children)]
        var deepest = 1
        while !stack.isEmpty {
            deepest = max(deepest, stack.count)
            guard let current = stack[stack.count - 1].next else {
                let finished = stack.removeLast().node
                if stack.isEmpty { return Document(root: finished, deepestNesting: deepest) }
                stack[stack.count - 1].node.children.append(finished)
                continue
            }
            stack[stack.count - 1].next = current.pointee.next
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                stack.append(Frame(node: copyNode(current), next: current.pointee.children))
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = current.pointee.content.map { String(cString: $0) } ?? ""
                stack[stack.count - 1].node.children.append(
                    HTMLNode(kind: .text, text: text, line: Int(xmlGetLineNo(current))))
            default:
                continue
            }
        }
        return Document(root: HTMLNode(kind: .element), deepestNesting: deepest)
    }

    private static func copyNode(_ node: xmlNodePtr) -> HTMLNode {
        let name = node.pointee.name.map { String(cString: $0).lowercased() } ?? ""
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            if let attributeName = current.pointee.name,
                let value = xmlGetProp(node, attributeName)
            {
                attributes[String(cString: attributeName).lowercased()] = String(cString: value)
                hig_xml_free(value)
            }
            attribute = current.pointee.next
        }
        return HTMLNode(
            kind: .element, name: name, attributes: attributes, line: Int(xmlGetLineNo(node)))
    }
}
