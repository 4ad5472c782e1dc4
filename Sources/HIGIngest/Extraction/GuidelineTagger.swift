import HIGModel

/// Tags practices with what the taxonomy knows: platforms, lifecycle states and transitions,
/// presentation styles. One matcher per concern, built once per ingest.
struct GuidelineTagger: Sendable {
    let taxonomy: Taxonomy
    let platforms: PhraseMatcher
    private let cues: PhraseMatcher
    private let callbacks: PhraseMatcher
    /// The transitions a callback names: its own, and, for an app or scene callback, those of
    /// its analog in the other machine (applicationDidEnterBackground, sceneDidEnterBackground).
    private let transitionsByCallback: [String: [String]]
    private let states: PhraseMatcher
    private let styles: PhraseMatcher
    /// Taxonomy order of every qualified state and transition, so tags come out in one order.
    private let order: [String: Int]
    /// Compact style names and synonyms (and their plurals) → style ID, for page titles.
    private let stylesByTitle: [String: String]

    init(taxonomy: Taxonomy) {
        self.taxonomy = taxonomy
        var stylesByTitle: [String: String] = [:]
        for style in taxonomy.styles {
            for name in [style.name] + style.synonyms {
                let compact = Slug.compact(name)
                for key in [compact, compact + "s"] where stylesByTitle[key] == nil { stylesByTitle[key] = style.id }
            }
        }
        self.stylesByTitle = stylesByTitle
        platforms = PhraseMatcher(
            taxonomy.platforms.flatMap { platform in
                ([platform.name, platform.id] + platform.synonyms).map { ($0, platform.id) }
            })
        var cueEntries: [(String, String)] = []
        var ownTransitions: [String: [String]] = [:]
        var stateEntries: [(String, String)] = []
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                let key = Taxonomy.qualified(machine.id, transition.id)
                cueEntries += transition.cues.map { ($0, key) }
                for callback in transition.callbacks { ownTransitions[callback, default: []].append(key) }
            }
            for state in machine.states {
                stateEntries += state.cues.map { ($0, Taxonomy.qualified(machine.id, state.id)) }
            }
        }
        cues = PhraseMatcher(cueEntries)
        callbacks = PhraseMatcher(ownTransitions.keys.map { ($0, $0) })
        var transitionsByCallback = ownTransitions
        for group in taxonomy.analogousCallbacks {
            let keys = group.flatMap { ownTransitions[$0] ?? [] }
            for callback in group { transitionsByCallback[callback] = keys }
        }
        self.transitionsByCallback = transitionsByCallback
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

    /// A practice's lifecycle transitions and states and its presentation styles, from one
    /// split of its text into words.
    func tags(in text: String) -> (transitions: [String], states: [String], styles: [String]) {
        let words = PhraseMatcher.words(text)
        let transitions = transitions(inWords: words)
        return (transitions, states(inWords: words, transitions: transitions), styles.keys(inWords: words))
    }

    private func transitions(inWords words: [String]) -> [String] {
        var found = cues.keys(inWords: words)
        for callback in callbacks.keys(inWords: words) {
            for key in transitionsByCallback[callback] ?? [] where !found.contains(key) { found.append(key) }
        }
        return inTaxonomyOrder(found)
    }

    private func inTaxonomyOrder(_ keys: [String]) -> [String] {
        keys.sorted { (order[$0] ?? .max, $0) < (order[$1] ?? .max, $1) }
    }

    /// States named directly, plus both ends of every transition the text concerns.
    private func states(inWords words: [String], transitions found: [String]) -> [String] {
        var result = states.keys(inWords: words)
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

    /// The style a whole page is about: the Alerts page concerns alerts throughout.
    func pageStyle(title: String) -> String? {
        stylesByTitle[Slug.compact(title)]
    }
}
