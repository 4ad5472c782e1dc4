import HIGIndex
import HIGModel
import HIGSearch

/// Turns what people type for a filter ("iPad", "background", "sceneDidEnterBackground",
/// "active->inactive", "시트") into the graph's IDs, or a usage error listing what is known.
package struct FilterResolver: Sendable {
    package let taxonomy: Taxonomy
    package let pages: [PageTitle]

    package init(taxonomy: Taxonomy, pages: [PageTitle]) {
        self.taxonomy = taxonomy
        self.pages = pages
    }

    package func resolve(_ options: FilterRequest) throws -> GuidelineFilter {
        var filters = GuidelineFilter()
        filters.platforms = try options.platform.map(platform)
        filters.states = try options.state.flatMap(lifecycle)
        filters.styles = try options.style.map(style)
        filters.pages = try options.page.map(page)
        filters.strengths = try options.strength.map(strength)
        filters.sources = options.source
        filters.sourceKinds = try Self.sourceKinds(options.sourceKind)
        return filters
    }

    /// `all` keeps every kind; other values are kinds by name, in any case.
    static func sourceKinds(_ values: [String]) throws -> [SourceKind] {
        var kinds: [SourceKind] = []
        for value in values {
            let wanted = value.trimmingCharacters(in: .whitespaces).lowercased()
            let matched = wanted == "all" ? SourceKind.allCases : SourceKind(rawValue: wanted).map { [$0] }
            guard let matched else {
                let known = SourceKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw UnknownFilterValue(description: "unknown source kind '\(value)'; known: \(known), all")
            }
            for kind in matched where !kinds.contains(kind) { kinds.append(kind) }
        }
        return kinds
    }

    package static func key(_ text: String) -> String {
        TextNormalizer.tokens(text).joined()
    }

    private func platform(_ value: String) throws -> String {
        let wanted = Self.key(value)
        if let match = taxonomy.platforms.first(where: {
            ([$0.id, $0.name, $0.ko] + $0.synonyms).map(Self.key).contains(wanted)
        }) {
            return match.id
        }
        let known = taxonomy.platforms.map(\.id)
        throw UnknownFilterValue(
            description:
                "unknown platform '\(value)'; known: \(known.joined(separator: ", "))\(NameSuggestion.clause(for: value, among: known))"
        )
    }

    private func page(_ value: String) throws -> String {
        let wanted = Self.key(value)
        if let match = pages.first(where: { Self.key($0.id) == wanted || Self.key($0.title) == wanted }) {
            return match.id
        }
        // One suggestion: the whole HIG has near two hundred pages, too many to list in a message.
        let suggestion = NameSuggestion.closest(to: value, among: pages.map(\.id))
        throw UnknownFilterValue(
            description: "unknown page '\(value)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; no page ID is close ('hig pages' lists them)"))
    }

    private func style(_ value: String) throws -> String {
        let wanted = Self.key(value)
        if let match = taxonomy.styles.first(where: {
            ([$0.id, $0.name, $0.ko] + $0.synonyms + $0.symbols).map(Self.key).contains(wanted)
        }) {
            return match.id
        }
        let known = taxonomy.styles.map(\.id)
        throw UnknownFilterValue(
            description:
                "unknown style '\(value)'; known: \(known.joined(separator: ", "))\(NameSuggestion.clause(for: value, among: known))"
        )
    }

    private func strength(_ value: String) throws -> String {
        if let match = Strength.allCases.first(where: { $0.rawValue == value.lowercased() }) { return match.rawValue }
        let known = Strength.allCases.map(\.rawValue)
        throw UnknownFilterValue(
            description:
                "unknown strength '\(value)'; known: \(known.joined(separator: ", "))\(NameSuggestion.clause(for: value, among: known))"
        )
    }

    /// States match by ID, name, Korean name or synonym (in every machine that has one), with the
    /// transitions into and out of them; transitions by `from>to` (also `->`, `→`) or by a
    /// callback name.
    private func lifecycle(_ value: String) throws -> [String] {
        let arrow = value.replacingOccurrences(of: "->", with: ">").replacingOccurrences(of: "→", with: ">")
        var matches: [String] = []
        for machine in taxonomy.machines {
            for transition in machine.transitions {
                let qualified = Taxonomy.qualified(machine.id, transition.id)
                let names = [transition.id, qualified, transition.name] + transition.callbacks
                if names.map(Self.key).contains(Self.key(arrow)) {
                    matches.append(qualified)
                }
            }
            for state in machine.states {
                let names = [state.id, Taxonomy.qualified(machine.id, state.id), state.name, state.ko] + state.synonyms
                if names.map(Self.key).contains(Self.key(value)) {
                    matches.append(Taxonomy.qualified(machine.id, state.id))
                    // A state also finds the practices of the transitions into and out of it.
                    for transition in machine.transitions where transition.from == state.id || transition.to == state.id
                    {
                        matches.append(Taxonomy.qualified(machine.id, transition.id))
                    }
                }
            }
        }
        guard !matches.isEmpty else {
            let known = taxonomy.machines.flatMap { machine in machine.states.map { "\(machine.id).\($0.id)" } }
            let names = taxonomy.machines.flatMap { $0.states.map(\.id) }
            throw UnknownFilterValue(
                description:
                    "unknown state or transition '\(value)'; known states: \(known.joined(separator: ", ")); transitions as from>to or a callback name\(NameSuggestion.clause(for: value, among: names))"
            )
        }
        return matches
    }
}
