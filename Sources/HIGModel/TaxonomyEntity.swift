/// A platform, lifecycle state, transition or presentation style as a search result: the one
/// description the index's entity rows and the site's search script both take.
package struct TaxonomyEntity: Hashable, Sendable {
    package enum Kind: String, Hashable, Sendable {
        case platform, state, transition, style
    }

    package var kind: Kind
    /// Qualified for states and transitions (`app.active`).
    package var id: String
    package var title: String
    package var detail: String
    /// What people search it by: its Korean name, synonyms, callbacks, symbols.
    package var terms: [String]
    /// A transition's cues: the phrases in guideline text that signal it.
    package var cues: [String] = []
}

extension Taxonomy {
    /// Platforms first, then each machine's states and transitions, then styles.
    package var searchEntities: [TaxonomyEntity] {
        var entities = platforms.map {
            TaxonomyEntity(kind: .platform, id: $0.id, title: $0.name, detail: $0.ko, terms: [$0.ko] + $0.synonyms)
        }
        for machine in machines {
            for state in machine.states {
                entities.append(
                    TaxonomyEntity(
                        kind: .state, id: Taxonomy.qualified(machine.id, state.id),
                        title: "\(machine.name): \(state.name)", detail: state.ko, terms: [state.ko] + state.synonyms))
            }
            for transition in machine.transitions {
                entities.append(
                    TaxonomyEntity(
                        kind: .transition, id: Taxonomy.qualified(machine.id, transition.id),
                        title: "\(machine.name): \(transition.name)",
                        detail: transition.callbacks.joined(separator: ", "),
                        terms: [transition.ko] + transition.callbacks, cues: transition.cues))
            }
        }
        for style in styles {
            entities.append(
                TaxonomyEntity(
                    kind: .style, id: style.id, title: style.name, detail: style.ko,
                    terms: [style.ko] + style.synonyms + style.symbols))
        }
        return entities
    }
}
