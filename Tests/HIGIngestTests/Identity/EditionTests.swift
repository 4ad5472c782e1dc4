import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Older editions: what only they state is outdated; a page only they hold is archived.
@Suite("Editions")
struct EditionTests {
    private static let current = """
        # Accessibility

        Source: https://developer.apple.com/design/human-interface-guidelines/accessibility

        ## Mobility

        **Offer sufficiently sized controls.** Strive to meet the recommended minimum control size.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Reorganized the page. |
        """

    private static let older = """
        # **[foundations] accessibility**

        ## Best practices

        **Give all touchscreen controls a hit target that measures at least 44x44 pt.** Body.
        > 모든 컨트롤에 최소 44x44pt의 히트 영역을 제공하세요.

        **Offer sufficiently sized controls.** Strive to meet the recommended minimum control size.
        > 충분한 크기의 컨트롤을 제공하세요.
        """

    private static let listing = """
        # Sources

        ## Editions

        | Path | Edition |
        | --- | --- |
        | hig/ | 2026-07-13 |
        | notes/ | 2022-09-01 |
        """

    private func ingest(_ files: [String: String]) throws -> (IngestResult, TemporaryDirectory) {
        try SingleFile.ingest(files: files)
    }

    @Test("the newest edition gives the outline and a shared guideline's section, whichever is read first")
    func currentSection() throws {
        let listing = Self.listing.replacingOccurrences(of: "| notes/ |", with: "| archive/ |")
        // "archive/" sorts before "hig/": the older edition is merged first.
        let (result, _) = try ingest([
            "hig/Accessibility.md": Self.current, "archive/accessibility.md": Self.older, "SOURCES.md": listing,
        ])
        let shared = try #require(result.graph.practices.first { $0.lead == "Offer sufficiently sized controls." })
        #expect(shared.section == "Mobility")
        #expect(shared.sources.count == 2, "\(shared.sources)")
        // The page's outline is the newest edition's; the older edition's own section comes after.
        let page = try #require(result.graph.pages.first { $0.id == "accessibility" })
        #expect(page.sections.map(\.title) == ["Mobility", "Change log", "Best practices"])
    }

    @Test("a practice only the older edition states is outdated with its edition; a shared one is current")
    func outdatedPractice() throws {
        let (result, _) = try ingest([
            "hig/Accessibility.md": Self.current, "notes/accessibility.md": Self.older, "SOURCES.md": Self.listing,
        ])
        let practices = result.graph.practices
        let old = try #require(practices.first { $0.lead.contains("44x44") })
        #expect(old.outdatedEdition == "2022-09-01")
        let kept = try #require(practices.first { $0.lead.hasPrefix("Offer sufficiently sized") })
        #expect(!kept.isOutdated)
        #expect(kept.ko == "충분한 크기의 컨트롤을 제공하세요.")
        let json = String(decoding: try JSONEncoder().encode(old), as: UTF8.self)
        #expect(json.contains("\"outdated\":true") && json.contains("\"edition\":\"2022-09-01\""))
        #expect(!GuidelineFilter().matches(old))
        var everything = GuidelineFilter()
        everything.includeOutdated = true
        // The older edition here is study notes: shown when their kind is asked for too.
        #expect(!everything.matches(old))
        everything.sourceKinds = SourceKind.allCases
        #expect(everything.matches(old))
    }

    @Test("without a dated Apple copy or a listing, an undated older copy is not taken for an old edition")
    func undatedIsNotOld() throws {
        let undatedCurrent = Self.current.components(separatedBy: "## Change log")[0]
        let (result, _) = try ingest(["hig/Accessibility.md": undatedCurrent, "notes/accessibility.md": Self.older])
        #expect(result.graph.practices.allSatisfy { !$0.isOutdated })
    }

    @Test("a page that only the older listed collection holds is archived")
    func archivedPage() throws {
        let removed =
            "# **[technologies] touch-bar**\n\n## Best practices\n\n**Provide app-specific controls.** Body.\n"
        let (result, _) = try ingest([
            "hig/Accessibility.md": Self.current, "notes/touch-bar.md": removed, "SOURCES.md": Self.listing,
        ])
        let touchBar = try #require(result.graph.pages.first { $0.id == "touch-bar" })
        #expect(touchBar.archivedEdition == "2022-09-01")
        #expect(result.graph.pages.first { $0.id == "accessibility" }?.isArchived == false)
    }
}
