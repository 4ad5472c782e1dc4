import HIGModel

extension GuidelineFilter {
    /// A WHERE clause over `practice p` and its arguments; values are always bound, never spliced.
    /// Tag columns hold " a b c " (see `IndexWriter`), so `instr(column, ' a ')` tests membership.
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
        if !includeOutdated { clauses.append("p.outdated = 0") }
        return (clauses.isEmpty ? "1" : clauses.joined(separator: " AND "), arguments)
    }
}
