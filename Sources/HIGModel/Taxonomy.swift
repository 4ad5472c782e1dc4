/// Platforms, lifecycle state machines, presentation styles, query synonyms and translations,
/// loaded from `Content/taxonomy.yml`.
package struct Taxonomy: Hashable, Codable, Sendable {
    package var platforms: [PlatformInfo]
    package var machines: [StateMachine]
    package var styles: [PresentationStyle]
    package var synonyms: [[String]]
    /// Korean words with the English the guidelines use for them: a Korean query word expands to
    /// its group, while the English words stay keys of their synonyms only, so "top" is not
    /// "upper" because both translate 상단.
    package var translations: [[String]]
    /// Groups of pages for browsing ("Patterns", "Components"), by page ID.
    package var categories: [PageCategory]

    package init(
        platforms: [PlatformInfo] = [], machines: [StateMachine] = [],
        styles: [PresentationStyle] = [], synonyms: [[String]] = [], translations: [[String]] = [],
        categories: [PageCategory] = []
    ) {
        self.platforms = platforms
        self.machines = machines
        self.styles = styles
        self.synonyms = synonyms
        self.translations = translations
        self.categories = categories
    }

    private enum CodingKeys: String, CodingKey {
        case platforms, machines, styles, synonyms, translations, categories
    }

    /// Every section may be left out of the file.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        platforms = try container.decodeIfPresent([PlatformInfo].self, forKey: .platforms) ?? []
        machines = try container.decodeIfPresent([StateMachine].self, forKey: .machines) ?? []
        styles = try container.decodeIfPresent([PresentationStyle].self, forKey: .styles) ?? []
        synonyms = try container.decodeIfPresent([[String]].self, forKey: .synonyms) ?? []
        translations = try container.decodeIfPresent([[String]].self, forKey: .translations) ?? []
        categories = try container.decodeIfPresent([PageCategory].self, forKey: .categories) ?? []
    }
}

package struct PageCategory: Hashable, Codable, Sendable {
    package var name: String
    package var ko: String?
    package var pages: [String]

    package init(name: String, ko: String? = nil, pages: [String]) {
        self.name = name
        self.ko = ko
        self.pages = pages
    }
}

package struct PlatformInfo: Hashable, Codable, Sendable {
    package var id: String
    package var name: String
    package var ko: String
    package var synonyms: [String]
}

package struct StateMachine: Hashable, Codable, Sendable {
    package var id: String
    package var name: String
    package var ko: String
    package var delegate: String
    package var states: [LifecycleState]
    package var transitions: [Transition]
}

package struct LifecycleState: Hashable, Codable, Sendable {
    package var id: String
    package var name: String
    package var ko: String
    package var synonyms: [String]
    /// Phrases in guideline text that signal the state.
    package var cues: [String]
}

package struct Transition: Hashable, Codable, Sendable {
    package var from: String
    package var to: String
    package var callbacks: [String]
    package var name: String
    package var ko: String
    package var cues: [String]
    /// IDs of the practices that concern this transition; filled in by ingest.
    package var practices: [String]

    /// `from>to`, unique within its machine.
    package var id: String { "\(from)>\(to)" }
}

package struct PresentationStyle: Hashable, Codable, Sendable {
    package var id: String
    package var name: String
    package var ko: String
    package var family: String
    package var synonyms: [String]
    package var symbols: [String]
}

extension Taxonomy {
    /// Qualified state ID: `app.background`.
    package static func qualified(_ machine: String, _ id: String) -> String { "\(machine).\(id)" }
}

extension Taxonomy {
    /// Callbacks of the given qualified transitions (`app.active>inactive`).
    package func callbacks(for transitions: [String]) -> [String] {
        var result: [String] = []
        for machine in machines {
            for transition in machine.transitions
            where transitions.contains(Taxonomy.qualified(machine.id, transition.id)) {
                result += transition.callbacks
            }
        }
        return result
    }
}

extension Taxonomy {
    /// App and scene callbacks for the same moment, grouped: `applicationDidEnterBackground` with
    /// `sceneDidEnterBackground`. Guidance that names one applies to the other.
    package var analogousCallbacks: [[String]] {
        var bySuffix: [String: [String]] = [:]
        for callback in machines.flatMap(\.transitions).flatMap(\.callbacks) {
            for prefix in ["application", "scene"] where callback.hasPrefix(prefix) {
                let suffix = callback.dropFirst(prefix.count)
                if suffix.first?.isUppercase == true, bySuffix[String(suffix)]?.contains(callback) != true {
                    bySuffix[String(suffix), default: []].append(callback)
                }
            }
        }
        return bySuffix.keys.sorted().compactMap { bySuffix[$0]!.count > 1 ? bySuffix[$0] : nil }
    }
}
