import HIGModel
import HIGSearch

/// Everything the site is made from: the graph, where its files came from and what content
/// snapshot it is, and the index's vocabulary for the search script.
package struct SiteInput: Sendable {
    package var graph: RuleGraph
    /// Turns a source file into what the site prints (relative to the content root).
    package var sourcePath: @Sendable (String) -> String
    package var contentDigest: String
    package var indexed: String
    package var tool: String
    package var vocabulary: SearchVocabulary
    /// How many practices a topic page (a platform, state, style or symbol) lists one by one;
    /// past this many it lists their pages, each with how many of its practices belong there.
    package var topicListLimit = 1_000

    package init(
        graph: RuleGraph, sourcePath: @escaping @Sendable (String) -> String, contentDigest: String, indexed: String,
        tool: String, vocabulary: SearchVocabulary
    ) {
        self.graph = graph
        self.sourcePath = sourcePath
        self.contentDigest = contentDigest
        self.indexed = indexed
        self.tool = tool
        self.vocabulary = vocabulary
    }
}

/// Lookups over the graph that every view needs, made once.
struct SiteCatalog: Sendable {
    let input: SiteInput
    let urls: SiteURLs
    let pages: [String: Page]
    let practices: [String: Practice]
    let platformNames: [String: String]
    let styleNames: [String: String]
    /// `app.background` → "App: Background"; transitions too.
    let lifecycleNames: [String: String]
    /// Symbol → practices that reference it, in graph order. Symbols written as a URL to their
    /// documentation link there instead and have no page.
    let symbolUses: [String: [Practice]]
    /// Symbol → pages that list it among their related links.
    let symbolPages: [String: [Page]]
    /// Page → the other pages that list it among their related links, in graph order.
    let pageReferrers: [String: [Page]]
    /// Page → the practices of other pages that link to it, in graph order.
    let practiceReferrers: [String: [Practice]]
    /// State → the practices about it; style → the practices tagged with it; platform → the
    /// practices that apply to it but not to every platform. In graph order, gathered in one
    /// pass rather than a pass over every practice for each topic page.
    let practicesByState: [String: [Practice]]
    let practicesByStyle: [String: [Practice]]
    let platformSpecificPractices: [String: [Practice]]
    /// Apple's navigation as the pages give it.
    let hierarchy: PageHierarchy
    /// The sidebar of a file that shows no HIG page, by the root its links start from: the same
    /// for every such file, so it is built once for each folder depth the site's files are at
    /// (the home, and one folder down), not for every platform, state, style or symbol page.
    let closedSidebars: [String: [SideItem]]

    init(_ input: SiteInput) {
        self.input = input
        let graph = input.graph
        pages = Dictionary(graph.pages.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        practices = Dictionary(graph.practices.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        platformNames = Dictionary(graph.taxonomy.platforms.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        styleNames = Dictionary(graph.taxonomy.styles.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
        var lifecycle: [String: String] = [:]
        for machine in graph.taxonomy.machines {
            for state in machine.states {
                lifecycle[Taxonomy.qualified(machine.id, state.id)] = "\(machine.name): \(state.name)"
            }
            for transition in machine.transitions {
                lifecycle[Taxonomy.qualified(machine.id, transition.id)] = "\(machine.name): \(transition.name)"
            }
        }
        lifecycleNames = lifecycle
        var uses: [String: [Practice]] = [:]
        var pageUses: [String: [Page]] = [:]
        for practice in graph.practices {
            for reference in practice.references where Self.hasSymbolPage(reference) {
                if uses[reference.target]?.last?.id != practice.id {
                    uses[reference.target, default: []].append(practice)
                }
            }
        }
        for page in graph.pages {
            for reference in page.related where Self.hasSymbolPage(reference) {
                uses[reference.target, default: []] += []
                if pageUses[reference.target]?.last?.id != page.id {
                    pageUses[reference.target, default: []].append(page)
                }
            }
        }
        symbolUses = uses
        symbolPages = pageUses
        pageReferrers = Self.referrers(graph.pages, page: \.id, references: \.related)
        practiceReferrers = Self.referrers(graph.practices, page: \.page, references: \.references)
        var byState: [String: [Practice]] = [:]
        var byStyle: [String: [Practice]] = [:]
        var platformSpecific: [String: [Practice]] = [:]
        let everyPlatform = Set(graph.taxonomy.platforms.map(\.id))
        for practice in graph.practices {
            for state in Set(practice.states) { byState[state, default: []].append(practice) }
            for style in Set(practice.styles) { byStyle[style, default: []].append(practice) }
            guard Set(practice.platforms) != everyPlatform else { continue }
            for platform in Set(practice.platforms) { platformSpecific[platform, default: []].append(practice) }
        }
        practicesByState = byState
        practicesByStyle = byStyle
        platformSpecificPractices = platformSpecific
        urls = SiteURLs(symbols: Array(uses.keys))
        hierarchy = PageHierarchy(pages: graph.pages)
        let navigation = SiteNavigation(hierarchy: hierarchy, urls: urls)
        closedSidebars = Dictionary(
            uniqueKeysWithValues: ["", "../"].map { ($0, navigation.sidebar(current: nil, root: $0)) })
    }

    var navigation: SiteNavigation { SiteNavigation(hierarchy: hierarchy, urls: urls) }

    /// The sidebar of a file at `root` that shows no HIG page, every branch closed.
    func closedSidebar(root: String) -> [SideItem] {
        closedSidebars[root] ?? navigation.sidebar(current: nil, root: root)
    }

    var graph: RuleGraph { input.graph }

    /// Each page with the items of other pages that link to it, each item once.
    private static func referrers<Item>(
        _ items: [Item], page: KeyPath<Item, String>, references: KeyPath<Item, [Reference]>
    ) -> [String: [Item]] {
        var result: [String: [Item]] = [:]
        for item in items {
            let own = item[keyPath: page]
            var targets = Set<String>()
            for reference in item[keyPath: references]
            where reference.kind == .page && reference.target != own && targets.insert(reference.target).inserted {
                result[reference.target, default: []].append(item)
            }
        }
        return result
    }

    static func hasSymbolPage(_ reference: Reference) -> Bool {
        reference.kind == .symbol && SiteURLs.external(reference.target) == nil
            && DeveloperSymbol.isSymbol(reference.target)
    }

    func pageTitle(_ id: String) -> String { pages[id]?.title ?? id }
}
