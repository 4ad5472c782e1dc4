/// Filters as people type them (`--platform iPad --state background`), before they are checked
/// against the knowledge base. Repeated values of one filter are alternatives.
package struct FilterRequest: Sendable, Hashable {
    package var platform: [String] = []
    package var state: [String] = []
    package var style: [String] = []
    package var page: [String] = []
    package var strength: [String] = []
    package var source: [String] = []
    /// Source kinds (`apple-hig`, `article`, …, or `all`); none asks for Apple's guidance only.
    package var sourceKind: [String] = []

    package init(
        platform: [String] = [], state: [String] = [], style: [String] = [], page: [String] = [],
        strength: [String] = [], source: [String] = [], sourceKind: [String] = []
    ) {
        self.platform = platform
        self.state = state
        self.style = style
        self.page = page
        self.strength = strength
        self.source = source
        self.sourceKind = sourceKind
    }

    package var isEmpty: Bool {
        platform.isEmpty && state.isEmpty && style.isEmpty && page.isEmpty && strength.isEmpty && source.isEmpty
            && sourceKind.isEmpty
    }
}

/// A filter value that names nothing in the knowledge base, or a `--since` that is neither a
/// date nor an edition; the command line reports it as a usage error with the known values, an
/// MCP tool as the agent's mistake.
package struct UnknownFilterValue: Error, CustomStringConvertible, Equatable {
    package var description: String
}
