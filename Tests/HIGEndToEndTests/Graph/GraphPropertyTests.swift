import Foundation
import HIGModel
import HIGTestSupport
import Testing

/// What must hold of every page and practice of the shipped Content, whatever the wording: the
/// checks a whole-graph golden file made by accident, stated outright.
@Suite("Shipped graph properties")
struct GraphPropertyTests {
    static let graph = TestContent.whole.graph

    /// Fails with the count and the first few offenders, so one run shows the shape of a regression.
    private func expectNone(
        _ offenders: [String], _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(
            offenders.isEmpty, "\(offenders.count) \(what): \(offenders.prefix(5).joined(separator: "; "))",
            sourceLocation: sourceLocation)
    }

    static let externalSchemes = ["https://", "http://", "mailto:"]

    private static func duplicates(_ ids: [String]) -> [String] {
        Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    }

    /// The current HIG alone has 172 pages; the checks below would pass on an empty graph.
    @Test("the whole Content is read")
    func wholeContentIsRead() {
        #expect(Self.graph.pages.count >= 172)
        #expect(Self.graph.practices.count > 2000)
        #expect(!TestContent.whole.hasErrors)
    }

    @Test("page IDs and practice IDs are unique")
    func uniqueIDs() {
        expectNone(Self.duplicates(Self.graph.pages.map(\.id)), "page IDs used twice")
        expectNone(Self.duplicates(Self.graph.practices.map(\.id)), "practice IDs used twice")
    }

    @Test("every practice has a lead, in English or, for Korean-only guidance, in Korean")
    func everyPracticeHasALead() {
        let empty = Self.graph.practices.filter { $0.lead.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        expectNone(empty.map(\.id), "practices without a lead")
        let korean = Self.graph.practices.filter(\.isKoreanOnly)
        expectNone(korean.filter { $0.koreanText?.isEmpty ?? true }.map(\.id), "Korean-only practices without Korean")
    }

    /// A practice before a page's first heading (a plain-text page may have none) has no section.
    @Test("every practice belongs to its page, in a section of that page")
    func practicesBelongToASectionOfTheirPage() {
        let pages = Dictionary(uniqueKeysWithValues: Self.graph.pages.map { ($0.id, $0) })
        let misplaced = Self.graph.practices.filter { practice in
            guard let page = pages[practice.page] else { return true }
            let inSection = practice.section.isEmpty || page.sections.contains { $0.title == practice.section }
            return !page.practices.contains(practice.id) || !inSection
        }
        expectNone(misplaced.map { "\($0.id) in '\($0.section)'" }, "practices outside a section of their page")
    }

    @Test("a page lists exactly its own practices, each once")
    func pagesListTheirOwnPractices() {
        let owners = Dictionary(uniqueKeysWithValues: Self.graph.practices.map { ($0.id, $0.page) })
        let wrong = Self.graph.pages.filter { page in
            Self.duplicates(page.practices).count > 0 || page.practices.contains { owners[$0] != page.id }
        }
        expectNone(wrong.map(\.id), "pages listing practices that are not theirs")
        let listed = Self.graph.pages.reduce(0) { $0 + $1.practices.count }
        #expect(listed == Self.graph.practices.count)
    }

    /// A page reference resolves when its page is in the graph and says so; any other is external
    /// and says not. Symbols and videos are named by a non-empty target, links by a URL.
    @Test("every reference resolves to a page of the graph or is external")
    func referencesResolveOrAreExternal() {
        let pageIDs = Set(Self.graph.pages.map(\.id))
        let owners =
            Self.graph.practices.map { ($0.id, $0.references) }
            + Self.graph.pages.map { ($0.id, $0.related + $0.seeAlso) }
        let wrong = owners.flatMap { owner, references in
            references.filter { reference in
                switch reference.kind {
                case .page: reference.resolved != pageIDs.contains(reference.target)
                case .link: !Self.externalSchemes.contains { reference.target.hasPrefix($0) }
                case .symbol, .video: reference.target.isEmpty || reference.resolved
                }
            }.map { "\(owner) → \($0.kind) \($0.target) (resolved: \($0.resolved))" }
        }
        expectNone(wrong, "references that neither resolve nor are external")
        #expect(owners.contains { $0.1.contains { $0.kind == .page && $0.resolved } })
    }

    @Test("platforms, states, transitions and styles are the taxonomy's")
    func tagsAreKnown() {
        let taxonomy = Self.graph.taxonomy
        let platforms = Set(taxonomy.platforms.map(\.id))
        let states = Set(taxonomy.machines.flatMap { machine in machine.states.map { "\(machine.id).\($0.id)" } })
        let transitions = Set(
            taxonomy.machines.flatMap { machine in machine.transitions.map { "\(machine.id).\($0.from)>\($0.to)" } })
        let styles = Set(taxonomy.styles.map(\.id))
        #expect(platforms.count >= 6)
        let pagePlatforms = Self.graph.pages.flatMap { page in
            (page.platforms + page.sections.flatMap(\.platforms)).filter { !platforms.contains($0) }.map {
                "\(page.id): \($0)"
            }
        }
        expectNone(pagePlatforms, "unknown platforms on pages and sections")
        let practiceTags = Self.graph.practices.flatMap { practice -> [String] in
            let unknown: [[String]] = [
                practice.platforms.filter { !platforms.contains($0) }, practice.states.filter { !states.contains($0) },
                practice.transitions.filter { !transitions.contains($0) },
                practice.styles.filter { !styles.contains($0) },
            ]
            return unknown.joined().map { "\(practice.id): \($0)" }
        }
        expectNone(practiceTags, "unknown tags on practices")
        expectNone(
            Self.graph.practices.filter(\.platforms.isEmpty).map(\.id), "practices that apply to no platform")
    }

    @Test("every source is an ingested file, at a line of it")
    func sourcesAreIngestedFiles() {
        let files = Set(Self.graph.files.map(\.path))
        let practiceSources = Self.graph.practices.flatMap { practice in
            practice.sources.filter { !files.contains($0.file) || $0.line < 1 }.map { "\(practice.id) ← \($0.file)" }
        }
        expectNone(practiceSources, "practice sources outside the ingested files")
        let pageSources = Self.graph.pages.flatMap { page in
            page.sources.filter { !files.contains($0) }.map { "\(page.id) ← \($0)" }
        }
        expectNone(pageSources, "page sources outside the ingested files")
        expectNone(
            Self.graph.practices.filter(\.sources.isEmpty).map(\.id), "practices without a source")
    }
}
