import HIGModel

/// The app and scene lifecycle state machines, with the leads of some practices on each
/// transition.
package struct LifecycleOverview: Sendable {
    package var taxonomy: Taxonomy
    /// Leads of the practices asked for, by ID.
    package var leads: [String: String]
    /// The IDs of practices on a transition whose source is not Apple's: shown apart, on request.
    package var notApple: Set<String> = []
}

extension KnowledgeBase {
    /// The state machines, with the leads of the first `leadsPerTransition` of Apple's practices
    /// on each transition (none for 0), and which practices come from other kinds of source.
    package func lifecycle(leadsPerTransition: Int) throws -> LifecycleOverview {
        let taxonomy = try self.taxonomy()
        let transitions = taxonomy.machines.flatMap(\.transitions)
        let practices = try reader().practices(ids: Array(Set(transitions.flatMap(\.practices))))
        let notApple = Set(practices.filter { !$0.sourceKind.isApple }.map(\.id))
        let shown = Set(
            transitions.flatMap { $0.practices.filter { !notApple.contains($0) }.prefix(leadsPerTransition) })
        let leads = Dictionary(
            practices.filter { shown.contains($0.id) }.map { ($0.id, $0.lead) }, uniquingKeysWith: { first, _ in first }
        )
        return LifecycleOverview(taxonomy: taxonomy, leads: leads, notApple: notApple)
    }
}
