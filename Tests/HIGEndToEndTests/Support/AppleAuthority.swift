import HIGModel

/// The promise that what the tool calls current is what Apple says today.
enum AppleAuthority {
    /// Current practices their page's newest dated Apple edition does not state (nor an Apple
    /// translation at least as new), and how many current practices were checked.
    static func currentWithoutApple(in graph: RuleGraph) -> (violations: [String], checked: Int) {
        let practices = Dictionary(graph.practices.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var violations: [String] = []
        var checked = 0
        for page in graph.pages {
            let details = page.sourceDetails ?? []
            guard let newest = details.filter({ $0.kind == .appleHIG }).compactMap(\.edition).max() else { continue }
            let deciding = Set(
                details.filter { detail in
                    guard let edition = detail.edition else { return false }
                    return (detail.kind == .appleHIG && edition == newest)
                        || (detail.kind == .appleTranslation && edition >= newest)
                }.map(\.file))
            for id in page.practices {
                guard let practice = practices[id], !practice.isOutdated else { continue }
                checked += 1
                if !practice.sources.contains(where: { deciding.contains($0.file) }) { violations.append(id) }
            }
        }
        return (violations, checked)
    }
}
