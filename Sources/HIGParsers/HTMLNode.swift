/// An HTML element or text node copied out of libxml2 into a Sendable value.
package struct HTMLNode: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case element
        case text
    }

    package var kind: Kind
    /// Lowercased element name; empty for text.
    package var name: String
    package var attributes: [String: String]
    /// Text content of text nodes.
    package var text: String
    /// 1-based line in the source (0 when unknown).
    package var line: Int
    package var children: [HTMLNode]

    package init(
        kind: Kind, name: String = "", attributes: [String: String] = [:], text: String = "",
        line: Int = 0, children: [HTMLNode] = []
    ) {
        self.kind = kind
        self.name = name
        self.attributes = attributes
        self.text = text
        self.line = line
        self.children = children
    }

    /// The concatenated text of this node and its descendants.
    package var textContent: String {
        var parts: [String] = []
        var pending: [HTMLNode] = [self]
        while let node = pending.popLast() {
            if node.kind == .text { parts.append(node.text) }
            pending.append(contentsOf: node.children.reversed())
        }
        return parts.joined()
    }
}
