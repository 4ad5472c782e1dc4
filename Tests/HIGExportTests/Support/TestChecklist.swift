import HIGExport
import HIGModel
import HIGTestSupport

/// Checklists with a fixed header, so exports compare byte for byte: of the shipped Content for
/// the golden files, of a small page written here for everything else.
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

    /// The golden files' checklist: the shipped Multitasking page for iPad.
    static let iPadMultitasking = make(GuidelineFilter(platforms: ["ipados"], pages: ["multitasking"]))

    /// The same filter on `SmallMultitasking`: seven guidelines of three strengths in two
    /// sections, each with its Korean. The page is an article's (it declares no Apple address),
    /// so the filter keeps every kind of source.
    static let smallFilter: GuidelineFilter = {
        var filter = GuidelineFilter.everyKind
        filter.platforms = ["ipados"]
        filter.pages = ["multitasking"]
        return filter
    }()

    static let small = make(smallFilter, graph: SmallMultitasking.graph)
}
