/// Names within one edit of a given one (`EditDistance.isAtMostOne`), found without comparing
/// the given name with every name: each name is filed under itself and under every spelling
/// with one character left out. Two names one insertion, deletion, substitution or swap of
/// neighbours apart always share one of those spellings, so the names filed under the given
/// name's spellings hold every neighbour, and the edit distance is checked on those few only.
/// A corpus of 10,000 pages folds its undeclared pages in linear time instead of quadratic.
struct OneEditNeighbours {
    private var bySpelling: [String: [String]] = [:]

    init(_ names: some Sequence<String>) {
        for name in names {
            for spelling in Self.spellings(of: name) { bySpelling[spelling, default: []].append(name) }
        }
    }

    /// The names within one edit of `name`, `name` itself among them when it is one.
    func neighbours(of name: String) -> Set<String> {
        let characters = Array(name)
        var found: Set<String> = []
        for spelling in Self.spellings(of: name) {
            for candidate in bySpelling[spelling] ?? [] where !found.contains(candidate) {
                let other = Array(candidate)
                if abs(other.count - characters.count) <= 1 && EditDistance.isAtMostOne(other, characters) {
                    found.insert(candidate)
                }
            }
        }
        return found
    }

    /// The name and each spelling of it with one character left out.
    private static func spellings(of name: String) -> Set<String> {
        let characters = Array(name)
        var spellings: Set<String> = [name]
        for index in characters.indices {
            var shorter = characters
            shorter.remove(at: index)
            spellings.insert(String(shorter))
        }
        return spellings
    }
}
