import HIGModel

/// Tags practices with what the taxonomy knows: platforms, lifecycle states and transitions,
/// presentation styles. One matcher per concern, built once per ingest.
struct GuidelineTagger: Sendable {
    let taxonomy: Taxonomy
    let platforms: PhraseMatcher
    private let transitions: PhraseMatcher
    private let states: PhraseMatcher
    private let styles: PhraseMatcher
    /// App and scene transitions that are the same moment: applicationDidEnterBackground and
    /// sceneDidEnterBackground.
    private let analogs: [String: [String]]
    /// Taxonomy order of every qualified state and transition, so tags come out in one order.
    private let order: [String: Int]

    init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        platforms = PhraseMatcher(
            taxonomy.platforms.flatMap { platform in
                ([platform.name, platform.id] + platform.synonyms).map { ($0, platform.id) }
            })
        var transitionEntries: [(String, String)] = []
        var stateEntries: [(String, String)] = []
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                let key = Taxonomy.qualified(machine.id, transition.id)
                transitionEntries += (transition.callbacks + transition.cues).map { ($0, key) }
            }
            for state in machine.states {
                stateEntries += state.cues.map { ($0, Taxonomy.qualified(machine.id, state.id)) }
            }
        }
        transitions = PhraseMatcher(transitionEntries)
        var bySuffix: [String: [String]] = [:]
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                for callback in transition.callbacks {
                    let suffix = Self.callbackSuffix(callback)
                    guard !suffix.isEmpty else { continue }
                    bySuffix[suffix, default: []].append(Taxonomy.qualified(machine.id, transition.id))
                }
            }
        }
        var analogs: [String: [String]] = [:]
        for keys in bySuffix.values where keys.count > 1 {
            for key in keys { analogs[key, default: []] += keys.filter { $0 != key } }
        }
        self.analogs = analogs
        var order: [String: Int] = [:]
        for machine in taxonomy.machines {
            for state in machine.states { order[Taxonomy.qualified(machine.id, state.id)] = order.count }
            for transition in machine.transitions { order[Taxonomy.qualified(machine.id, transition.id)] = order.count }
        }
        self.order = order
        states = PhraseMatcher(stateEntries)
        styles = PhraseMatcher(
            taxonomy.styles.flatMap { style in
                ([style.name] + style.synonyms + style.symbols).map { ($0, style.id) }
            })
    }

    func transitions(in text: String) -> [String] {
        var found = transitions.keys(in: text)
        for key in found {
            for analog in analogs[key] ?? [] where !found.contains(analog) { found.append(analog) }
        }
        return inTaxonomyOrder(found)
    }

    private func inTaxonomyOrder(_ keys: [String]) -> [String] {
        keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
    }

    /// "applicationDidEnterBackground" and "sceneDidEnterBackground" → "DidEnterBackground".
    private static func callbackSuffix(_ callback: String) -> String {
        for prefix in ["application", "scene"] where callback.hasPrefix(prefix) {
            let rest = callback.dropFirst(prefix.count)
            if rest.first?.isUppercase == true { return String(rest) }
        }
        return ""
    }

    /// States named directly, plus both ends of every transition the text concerns.
    func states(in text: String, transitions found: [String]) -> [String] {
        var result = states.keys(in: text)
        for key in found {
            guard let dot = key.firstIndex(of: "."), let arrow = key.firstIndex(of: ">") else { continue }
            let machine = key[..<dot]
            let from = key[key.index(after: dot)..<arrow]
            let to = key[key.index(after: arrow)...]
            for state in [from, to] {
                let qualified = "\(machine).\(state)"
                if !result.contains(qualified) { result.append(qualified) }
            }
        }
        return inTaxonomyOrder(result)
    }

    func styles(in text: String) -> [String] {
        styles.keys(in: text)
    }

    /// The style a whole page is about: the Alerts page concerns alerts throughout.
    func pageStyle(title: String) -> String? {
        let key = Slug.compact(title)
        return taxonomy.styles.first { style in
            ([style.name] + style.synonyms).contains { name in
                let compact = Slug.compact(name)
                return compact == key || compact + "s" == key
            }
        }?.id
    }
}
