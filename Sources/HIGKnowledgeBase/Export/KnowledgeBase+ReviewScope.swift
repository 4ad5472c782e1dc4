import HIGIndex
import HIGModel

/// A value a review's filters name that the current content does not have (a platform renamed
/// since the review was exported).
package struct UnknownScopeValue: Sendable, Equatable {
    /// "platform", "state", "style", "page" or "strength".
    package var field: String
    package var value: String
}

extension KnowledgeBase {
    /// The filter with the values the current content does not know taken out, and those values:
    /// a value kept would match nothing and move every mark of its field to "removed". Sources
    /// are parts of file names, not IDs, and are kept as they are.
    package func currentScope(of filter: GuidelineFilter) throws -> (
        filter: GuidelineFilter, unknown: [UnknownScopeValue]
    ) {
        let reader = try reader()
        let taxonomy = try self.taxonomy()
        let states = taxonomy.machines.flatMap { machine in
            machine.states.map { Taxonomy.qualified(machine.id, $0.id) }
                + machine.transitions.map { Taxonomy.qualified(machine.id, $0.id) }
        }
        var unknown: [UnknownScopeValue] = []
        func known(_ values: [String], in set: Set<String>, field: String) -> [String] {
            for value in values where !set.contains(value) {
                unknown.append(UnknownScopeValue(field: field, value: value))
            }
            return values.filter(set.contains)
        }
        var scope = filter
        scope.platforms = known(filter.platforms, in: Set(taxonomy.platforms.map(\.id)), field: "platform")
        scope.states = known(filter.states, in: Set(states), field: "state")
        scope.styles = known(filter.styles, in: Set(taxonomy.styles.map(\.id)), field: "style")
        scope.pages = known(filter.pages, in: Set(try reader.pageTitles().map(\.id)), field: "page")
        scope.strengths = known(filter.strengths, in: Set(Strength.allCases.map(\.rawValue)), field: "strength")
        return (scope, unknown)
    }
}
