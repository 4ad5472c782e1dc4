import HIGExport
import HIGModel
import HIGTestSupport

/// Checklists of the shipped Content with a fixed header, so exports compare byte for byte.
enum TestChecklist {
    static func make(_ filter: GuidelineFilter, lang: String = "both", graph: RuleGraph = TestContent.graph)
        -> Checklist
    {
        let header = ChecklistHeader(
            title: "Design review: test", filters: ChecklistFilters(filter: filter, query: "", lang: lang),
            content: ContentSnapshot(digest: "0123456789abcdef", indexed: "2026-01-02T03:04:05Z"), tool: "hig test")
        let names = Dictionary(graph.taxonomy.platforms.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        return ChecklistBuilder(header: header, platformNames: names) { path in
            path.hasPrefix("Content/") ? String(path.dropFirst("Content/".count)) : path
        }.build(practices: graph.practices.filter(filter.matches), pages: graph.pages)
    }

    static let iPadMultitasking = make(GuidelineFilter(platforms: ["ipados"], pages: ["multitasking"]))
}
