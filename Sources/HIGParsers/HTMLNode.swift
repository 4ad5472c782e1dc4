/// An HTML element or text node copied out of libxml2 into a Sendable value.
public struct HTMLNode: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        case element
        case text
    }

    public var kind: Kind
    /// Lowercased element name; empty for text.
    public var name: String
    public var attributes: [String: String]
    /// Text content of text nodes.
    public var text: String
    /// 1-based line in the source (0 when unknown).
    public var line: Int
    public var children: [HTMLNode]

    public init(
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
    public var textContent: String {
        var parts: [String] = []
        var pending: [HTMLNode] = [self]
        while let node = pending.popLast() {
            if node.kind == .text { parts.append(node.text) }
            pending.append(contentsOf: node.children.reversed())
        }
        return parts.joined()
    }
}
