/// Platforms, lifecycle state machines, presentation styles, query synonyms and translations,
/// loaded from `Content/taxonomy.yml`.
public struct Taxonomy: Hashable, Codable, Sendable {
    public var platforms: [PlatformInfo]
    public var machines: [StateMachine]
    public var styles: [PresentationStyle]
    public var synonyms: [[String]]
    /// Korean words with the English the guidelines use for them: a Korean query word expands to
    /// its group, while the English words stay keys of their synonyms only, so "top" is not
    /// "upper" because both translate 상단.
    public var translations: [[String]]
    /// Groups of pages for browsing ("Patterns", "Components"), by page ID.
    public var categories: [PageCategory]

    public init(
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
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        platforms = try container.decodeIfPresent([PlatformInfo].self, forKey: .platforms) ?? []
        machines = try container.decodeIfPresent([StateMachine].self, forKey: .machines) ?? []
        styles = try container.decodeIfPresent([PresentationStyle].self, forKey: .styles) ?? []
        synonyms = try container.decodeIfPresent([[String]].self, forKey: .synonyms) ?? []
        translations = try container.decodeIfPresent([[String]].self, forKey: .translations) ?? []
        categories = try container.decodeIfPresent([PageCategory].self, forKey: .categories) ?? []
    }
}

public struct PageCategory: Hashable, Codable, Sendable {
    public var name: String
    public var ko: String?
    public var pages: [String]

    public init(name: String, ko: String? = nil, pages: [String]) {
        self.name = name
        self.ko = ko
        self.pages = pages
    }
}

public struct PlatformInfo: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var synonyms: [String]
}

public struct StateMachine: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var delegate: String
    public var states: [LifecycleState]
    public var transitions: [Transition]
}

public struct LifecycleState: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var synonyms: [String]
    /// Phrases in guideline text that signal the state.
    public var cues: [String]
}

public struct Transition: Hashable, Codable, Sendable {
    public var from: String
    public var to: String
    public var callbacks: [String]
    public var name: String
    public var ko: String
    public var cues: [String]
    /// IDs of the practices that concern this transition; filled in by ingest.
    public var practices: [String]

    /// `from>to`, unique within its machine.
    public var id: String { "\(from)>\(to)" }
}

public struct PresentationStyle: Hashable, Codable, Sendable {
    public var id: String
    public var name: String
    public var ko: String
    public var family: String
    public var synonyms: [String]
    public var symbols: [String]
}

extension Taxonomy {
    /// Qualified state ID: `app.background`.
    public static func qualified(_ machine: String, _ id: String) -> String { "\(machine).\(id)" }
}

extension Taxonomy {
    /// Callbacks of the given qualified transitions (`app.active>inactive`).
    public func callbacks(for transitions: [String]) -> [String] {
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
    public var analogousCallbacks: [[String]] {
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
