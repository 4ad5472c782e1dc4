import HIGModel

/// The app and scene lifecycle state machines, with the leads of some practices on each
/// transition.
public struct LifecycleOverview: Sendable {
    public var taxonomy: Taxonomy
    /// Leads of the practices asked for, by ID.
    public var leads: [String: String]
}

extension KnowledgeBase {
    /// The state machines, with the leads of the first `leadsPerTransition` practices on each
    /// transition (none for 0).
    public func lifecycle(leadsPerTransition: Int) throws -> LifecycleOverview {
        let taxonomy = try self.taxonomy()
        let shown = taxonomy.machines.flatMap(\.transitions).flatMap { $0.practices.prefix(leadsPerTransition) }
        let leads = Dictionary(
            try reader().practices(ids: Array(shown)).map { ($0.id, $0.lead) }, uniquingKeysWith: { first, _ in first })
        return LifecycleOverview(taxonomy: taxonomy, leads: leads)
    }
}
