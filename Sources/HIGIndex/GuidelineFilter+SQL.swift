import HIGModel

extension GuidelineFilter {
    /// A WHERE clause over `practice p` and its arguments; values are always bound, never spliced.
    /// Each field's values are one bound JSON array read with `json_each`, so a filter of any
    /// size is one small expression (an OR per value outgrew SQLite's expression depth at about
    /// a thousand). Tag columns hold " a b c " (see `IndexWriter`), so `instr(column, ' a ')`
    /// tests membership. A list that cannot be encoded throws: bound as `[]` it matched nothing,
    /// and the filter answered "no practice" without a word.
    func sqlCondition() throws -> (sql: String, arguments: [String]) {
        var clauses: [String] = []
        var arguments: [String] = []
        func any(_ values: [String], _ test: String, spaced: Bool = true) throws {
            guard !values.isEmpty else { return }
            clauses.append("EXISTS (SELECT 1 FROM json_each(?) WHERE \(test))")
            arguments.append(try SQLList.json(values.map { spaced ? " \($0) " : $0 }))
        }
        func oneOf(_ values: [String], _ column: String) throws {
            guard !values.isEmpty else { return }
            clauses.append("\(column) IN (SELECT value FROM json_each(?))")
            arguments.append(try SQLList.json(values))
        }
        try any(platforms, "instr(p.platforms, value) > 0")
        try any(states, "instr(p.states, value) > 0")
        try any(styles, "instr(p.styles, value) > 0")
        try oneOf(pages, "p.page")
        try oneOf(strengths, "p.strength")
        try any(sources, "instr(p.sources, value) > 0", spaced: false)
        if !includeOutdated { clauses.append("p.outdated = 0") }
        if !allowsEveryKind { try oneOf(shownKinds.map(\.rawValue), "p.kind") }
        return (clauses.isEmpty ? "1" : clauses.joined(separator: " AND "), arguments)
    }
}
