import HIGParsers

/// Finds elements in a tree libxml2 parsed.
extension HTMLNode {
    package func elements(named name: String) -> [HTMLNode] {
        var found: [HTMLNode] = []
        var pending: [HTMLNode] = [self]
        while let node = pending.popLast() {
            if node.kind == .element && node.name == name { found.append(node) }
            pending.append(contentsOf: node.children.reversed())
        }
        return found
    }
}
