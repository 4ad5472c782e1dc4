import HIGModel
import HIGSearch

/// Synonym groups from the taxonomy: its synonym lists plus each style's, platform's and
/// state's names and symbols, all normalized. A word expands to every group it is in, but groups
/// are not chained: "알림" is both alert and notification, "alert" is not "notification".
struct SynonymTable: Sendable {
    private(set) var groups: [[String]] = []
    private var lookup: [String: [Int]] = [:]

    init(taxonomy: Taxonomy) {
        var raw = taxonomy.synonyms
        raw += taxonomy.styles.map { [$0.name, $0.ko] + $0.synonyms + $0.symbols.map(Self.symbolName) }
        raw += taxonomy.platforms.map { [$0.name, $0.ko] + $0.synonyms }
        raw += taxonomy.analogousCallbacks
        raw += taxonomy.machines.flatMap(\.transitions).map { transition in
            // Cues that are other spellings of a callback ("applicationDidResignActive" in old notes).
            transition.callbacks.map(Self.symbolName)
                + transition.cues.filter { cue in
                    !cue.contains(" ")
                        && (cue.lowercased().hasPrefix("application") || cue.lowercased().hasPrefix("scene"))
                }
        }
        for group in raw { add(group, keys: { _ in true }) }
        for group in taxonomy.translations { add(group, keys: TextNormalizer.isHangulWord) }
        let keyed = lookup
        for (plural, group) in Self.pluralKeys(of: groups, isKey: { keyed[$0] != nil })
        where lookup[plural]?.contains(group) != true {
            lookup[plural, default: []].append(group)
        }
    }

    /// A group whose members `keys` accepts expand to it.
    private mutating func add(_ group: [String], keys: (String) -> Bool) {
        var normalized: [String] = []
        for word in group.map(TextNormalizer.normalize) where !word.isEmpty && !normalized.contains(word) {
            normalized.append(word)
        }
        guard normalized.count > 1 else { return }
        for word in normalized where keys(word) { lookup[word, default: []].append(groups.count) }
        groups.append(normalized)
    }

    /// What people type for a symbol: `fullScreenCover(isPresented:…)` → `fullScreenCover`,
    /// `UIModalPresentationStyle.pageSheet` → `pageSheet`.
    static func symbolName(_ symbol: String) -> String {
        let base = symbol.split(separator: "(").first.map(String.init) ?? symbol
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Every word with all the words it expands to.
    var expansions: [(String, [String])] {
        lookup.keys.sorted().compactMap { word in group(for: word).map { (word, $0) } }
    }

    func group(for word: String) -> [String]? {
        guard let indices = lookup[word] else { return nil }
        var result: [String] = []
        for index in indices {
            for member in groups[index] where !result.contains(member) { result.append(member) }
        }
        return result
    }
}
