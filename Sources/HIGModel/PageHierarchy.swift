/// Apple's navigation of the guidelines as the pages themselves give it: each page names its
/// parent in its breadcrumb line, and a collection page lists its children in order. Built from
/// those two facts alone, so a new collection or a moved page needs no list kept by hand.
///
/// A root is a page with no parent that other pages name as theirs (the guidelines' home).
/// Pages no root reaches (no breadcrumb, or a parent chain that loops) are `outside`.
package struct PageHierarchy: Sendable, Equatable {
    /// What the hierarchy needs of a page.
    package struct Node: Sendable, Equatable {
        package var id: String
        package var title: String
        package var parent: String?
        package var listing: [String]

        package init(id: String, title: String, parent: String?, listing: [String]) {
            self.id = id
            self.title = title
            self.parent = parent
            self.listing = listing
        }
    }

    package private(set) var roots: [String] = []
    /// Every page the roots reach, parents before children, siblings in their collection's
    /// order: the reading order previous/next follow.
    package private(set) var order: [String] = []
    /// The pages outside the hierarchy, by title.
    package private(set) var outside: [String] = []
    private var childrenByParent: [String: [String]] = [:]
    private var parentByChild: [String: String] = [:]
    private var titles: [String: String] = [:]
    private var positions: [String: Int] = [:]

    package init(_ nodes: [Node]) {
        let known = Dictionary(nodes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        titles = known.mapValues(\.title)
        var children: [String: [String]] = [:]
        for node in nodes {
            guard let parent = node.parent, parent != node.id, known[parent] != nil else { continue }
            children[parent, default: []].append(node.id)
        }
        for (parent, list) in children {
            let listed = known[parent]?.listing ?? []
            let position = Dictionary(listed.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            children[parent] = list.sorted { lhs, rhs in
                let left = position[lhs] ?? Int.max
                let right = position[rhs] ?? Int.max
                if left != right { return left < right }
                return (titles[lhs] ?? lhs, lhs) < (titles[rhs] ?? rhs, rhs)
            }
        }
        roots = nodes.filter { node in
            (node.parent == nil || known[node.parent ?? ""] == nil) && children[node.id] != nil
        }.map(\.id).sorted { (titles[$0] ?? $0, $0) < (titles[$1] ?? $1, $1) }
        // Depth first from the roots, each page once: a loop of parents is never entered.
        var visited: Set<String> = []
        var pending = Array(roots.reversed())
        while let id = pending.popLast() {
            guard visited.insert(id).inserted else { continue }
            order.append(id)
            pending += (children[id] ?? []).reversed().filter { !visited.contains($0) }
        }
        positions = Dictionary(order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        childrenByParent = children.mapValues { $0.filter(visited.contains) }
        for (parent, list) in childrenByParent {
            for child in list { parentByChild[child] = parent }
        }
        outside = nodes.map(\.id).filter { !visited.contains($0) }.sorted {
            (titles[$0] ?? $0, $0) < (titles[$1] ?? $1, $1)
        }
    }

    package init(pages: [Page]) {
        self.init(pages.map { Node(id: $0.id, title: $0.title, parent: $0.parent, listing: $0.listing ?? []) })
    }

    package init(summaries: [PageSummary]) {
        self.init(summaries.map { Node(id: $0.id, title: $0.title, parent: $0.parent, listing: $0.listing) })
    }

    package var isEmpty: Bool { roots.isEmpty }

    package func contains(_ id: String) -> Bool { positions[id] != nil }

    package func children(of id: String) -> [String] { childrenByParent[id] ?? [] }

    package func parent(of id: String) -> String? { parentByChild[id] }

    package func title(of id: String) -> String { titles[id] ?? id }

    /// The pages above a page, its root first; empty for a root or a page outside.
    package func ancestors(of id: String) -> [String] {
        var chain: [String] = []
        var current = parentByChild[id]
        while let page = current {
            chain.insert(page, at: 0)
            current = parentByChild[page]
        }
        return chain
    }

    /// The first level a reader chooses from: a single root's children (the guidelines' home
    /// page is the site's home), else the roots themselves.
    package var topLevel: [String] { roots.count == 1 ? children(of: roots[0]) : roots }

    /// The page of the first level (`topLevel`) a page is in, itself when it is one; nil for a
    /// root or a page outside.
    package func section(of id: String) -> String? {
        let chain = ancestors(of: id) + [id]
        let first = Set(topLevel)
        return chain.first { first.contains($0) }
    }

    /// The pages before and after a page in reading order; nil at either end or outside.
    package func neighbours(of id: String) -> (previous: String?, next: String?) {
        guard let index = positions[id] else { return (nil, nil) }
        return (index > 0 ? order[index - 1] : nil, index + 1 < order.count ? order[index + 1] : nil)
    }
}
