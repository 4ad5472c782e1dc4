import HIGModel

/// A scope file checked against the knowledge base: the filters that narrow everything, the
/// scope that selects within them, and a diagnostic for every value that names nothing.
package struct ResolvedScope: Sendable {
    package var filter: GuidelineFilter
    package var scope: ReviewScope
    package var diagnostics: [Diagnostic]
}

extension KnowledgeBase {
    /// Resolves a scope file on top of the command's own filters: the file's platforms and
    /// strengths are alternatives of those filters; a value that names nothing is left out with
    /// a diagnostic at its line, suggesting the value it was likely meant to be.
    package func resolve(_ file: ScopeFile, filters: FilterRequest) throws -> ResolvedScope {
        var diagnostics = file.diagnostics
        let resolver = FilterResolver(taxonomy: try taxonomy(), pages: try pageTitles())
        func each(_ values: [ScopeFile.Value], _ resolve: (String) throws -> [String]) -> [String] {
            var resolved: [String] = []
            for value in values {
                do {
                    for id in try resolve(value.text) where !resolved.contains(id) { resolved.append(id) }
                } catch {
                    let reason = (error as? UnknownFilterValue)?.description ?? "\(error)"
                    diagnostics.append(
                        Diagnostic(
                            file: file.path, line: value.line, column: value.column, severity: .error,
                            id: "scope.value.unknown", message: "left out: " + reason))
                }
            }
            return resolved
        }
        var filter = try resolver.resolve(filters)
        let platforms = each(file.platforms) { try resolver.resolve(FilterRequest(platform: [$0])).platforms }
        let strengths = each(file.strengths) { try resolver.resolve(FilterRequest(strength: [$0])).strengths }
        filter.platforms += platforms.filter { !filter.platforms.contains($0) }
        filter.strengths += strengths.filter { !filter.strengths.contains($0) }
        func selection(_ fields: [ScopeFile.Field: [ScopeFile.Value]]) -> ReviewScope.Selection {
            ReviewScope.Selection(
                pages: each(fields[.pages] ?? []) { try resolver.resolve(FilterRequest(page: [$0])).pages },
                sections: each(fields[.sections] ?? []) { [try section($0, resolver: resolver)] },
                styles: each(fields[.styles] ?? []) { try resolver.resolve(FilterRequest(style: [$0])).styles },
                states: each(fields[.states] ?? []) { try resolver.resolve(FilterRequest(state: [$0])).states },
                queries: (fields[.queries] ?? []).map(\.text),
                ids: each(fields[.ids] ?? []) { [try practiceID($0)] })
        }
        let scope = ReviewScope(title: file.title, include: selection(file.include), exclude: selection(file.exclude))
        return ResolvedScope(filter: filter, scope: scope, diagnostics: diagnostics)
    }

    /// `multitasking#best-practices` (or `Multitasking#Best practices`, as Apple's anchors and
    /// titles write it) as `multitasking#best-practices`.
    private func section(_ text: String, resolver: FilterResolver) throws -> String {
        guard let hash = text.firstIndex(of: "#") else {
            throw UnknownFilterValue(description: "section '\(text)' is not written page#section")
        }
        let pageID = try resolver.resolve(FilterRequest(page: [String(text[..<hash])])).pages[0]
        let wanted = FilterResolver.key(String(text[text.index(after: hash)...]))
        let sections = try page(id: pageID)?.sections ?? []
        if let match = sections.first(where: {
            FilterResolver.key($0.id) == wanted || FilterResolver.key($0.title) == wanted
        }) {
            return ReviewScope.sectionKey(page: pageID, section: match.id)
        }
        let typed = String(text[text.index(after: hash)...])
        throw UnknownFilterValue(
            description: "unknown section '\(typed)' of page '\(pageID)'"
                + NameSuggestion.clause(for: typed, among: sections.map(\.id)))
    }

    /// A practice ID as written, or the one its page has that it was likely meant to be.
    private func practiceID(_ text: String) throws -> String {
        if try reader().practice(id: text) != nil { return text }
        let pageID = String(text.prefix { $0 != "/" })
        let known = try page(id: pageID)?.practices ?? []
        throw UnknownFilterValue(
            description: "unknown guideline ID '\(text)'" + NameSuggestion.clause(for: text, among: known))
    }
}
