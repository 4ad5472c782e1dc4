/// The one known name a mistyped name most likely meant ("multitaskng" → "multitasking"), for
/// messages that suggest instead of listing everything known.
package enum NameSuggestion {
    /// The nearest of `names` within a few edits of `typed` (case ignored), the first of equals
    /// in their order; nil when none is near enough to be a typo.
    package static func closest(to typed: String, among names: [String]) -> String? {
        let wanted = Array(typed.lowercased())
        guard !wanted.isEmpty else { return nil }
        // A third of the name may be mistyped, at most three edits: "qeury" is "query", "tap" is not "map".
        let limit = max(1, min(3, wanted.count / 3))
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = distance(wanted, Array(name.lowercased()), limit: limit)
            if distance <= limit, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Optimal string alignment distance (insertions, deletions, substitutions and swaps of
    /// neighbours), stopping early once it exceeds `limit`.
    package static func distance(_ lhs: [Character], _ rhs: [Character], limit: Int) -> Int {
        if abs(lhs.count - rhs.count) > limit { return limit + 1 }
        var previousPrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for i in 1...max(lhs.count, 1) where !lhs.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(rhs.count, 1) where !rhs.isEmpty {
                let cost = lhs[i - 1] == rhs[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, lhs[i - 1] == rhs[j - 2], lhs[i - 2] == rhs[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return lhs.isEmpty ? rhs.count : previous[rhs.count]
    }

    /// "; did you mean 'multitasking'?", or nothing when no name is near.
    package static func clause(for typed: String, among names: [String]) -> String {
        closest(to: typed, among: names).map { "; did you mean '\($0)'?" } ?? ""
    }
}
