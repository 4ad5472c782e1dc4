/// Restrictions on a query, each already resolved to canonical IDs (see `FilterResolver`).
public struct SearchFilters: Sendable, Hashable, Codable {
    public var platforms: [String] = []
    /// Qualified state or transition IDs: `app.background`, `app.inactive>background`.
    public var states: [String] = []
    public var styles: [String] = []
    public var pages: [String] = []
    public var strengths: [String] = []
    /// Substrings of a source file path.
    public var sources: [String] = []

    public init() {}

    public var isEmpty: Bool {
        platforms.isEmpty && states.isEmpty && styles.isEmpty && pages.isEmpty && strengths.isEmpty
            && sources.isEmpty
    }

    /// A WHERE clause over `practice p` and its arguments; values are always bound, never spliced.
    func sqlCondition() -> (sql: String, arguments: [String]) {
        var clauses: [String] = []
        var arguments: [String] = []
        func any(_ values: [String], _ template: String, spaced: Bool = true) {
            guard !values.isEmpty else { return }
            clauses.append("(" + values.map { _ in template }.joined(separator: " OR ") + ")")
            arguments += values.map { spaced ? " \($0) " : $0 }
        }
        any(platforms, "instr(p.platforms, ?) > 0")
        any(states, "instr(p.states, ?) > 0")
        any(styles, "instr(p.styles, ?) > 0")
        any(pages, "p.page = ?", spaced: false)
        any(strengths, "p.strength = ?", spaced: false)
        any(sources, "instr(p.sources, ?) > 0", spaced: false)
        return (clauses.isEmpty ? "1" : clauses.joined(separator: " AND "), arguments)
    }
}
