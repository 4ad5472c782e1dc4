/// Filters as people type them (`--platform iPad --state background`), before they are checked
/// against the knowledge base. Repeated values of one filter are alternatives.
public struct FilterRequest: Sendable, Hashable {
    public var platform: [String] = []
    public var state: [String] = []
    public var style: [String] = []
    public var page: [String] = []
    public var strength: [String] = []
    public var source: [String] = []
    /// Source kinds (`apple-hig`, `article`, …, or `all`); none asks for Apple's guidance only.
    public var sourceKind: [String] = []

    public init(
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

    public var isEmpty: Bool {
        platform.isEmpty && state.isEmpty && style.isEmpty && page.isEmpty && strength.isEmpty && source.isEmpty
            && sourceKind.isEmpty
    }
}

/// A filter value that names nothing in the knowledge base, or a `--since` that is neither a
/// date nor an edition; the command line reports it as a usage error with the known values, an
/// MCP tool as the agent's mistake.
public struct UnknownFilterValue: Error, CustomStringConvertible, Equatable {
    public var description: String
}
