import Foundation

/// The partials each template includes (`{{> name}}`), to refuse a theme whose partials include
/// themselves, directly or through others: rendering one would recurse until the stack runs
/// out. The theme's data is never recursive, so no cycle can end.
enum ThemePartials {
    private static let tag = try! NSRegularExpression(pattern: #"\{\{\s*>\s*([^\s}]+)\s*\}\}"#)

    static func included(in template: String) -> [String] {
        let range = NSRange(template.startIndex..., in: template)
        return tag.matches(in: template, range: range).compactMap { match in
            Range(match.range(at: 1), in: template).map { String(template[$0]) }
        }
    }

    /// A cycle of partials as "a → b → a", or nil when there is none.
    static func cycle(in templates: [String: String]) -> String? {
        let edges = templates.mapValues { Set(included(in: $0)).filter { templates[$0] != nil }.sorted() }
        var finished: Set<String> = []
        for start in templates.keys.sorted() where !finished.contains(start) {
            // Depth first without recursion: a path and, for each step, the next edge to take.
            var path = [start]
            var next = [0]
            while let node = path.last {
                let children = edges[node] ?? []
                guard next[next.count - 1] < children.count else {
                    finished.insert(node)
                    path.removeLast()
                    next.removeLast()
                    continue
                }
                let child = children[next[next.count - 1]]
                next[next.count - 1] += 1
                if let index = path.firstIndex(of: child) {
                    return (path[index...] + [child]).joined(separator: " → ")
                }
                if !finished.contains(child) {
                    path.append(child)
                    next.append(0)
                }
            }
        }
        return nil
    }
}
