import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Where a page has a dated copy of Apple's HIG, its newest edition decides which practices are
/// current and which platforms the page covers; other sources add history and notes.
@Suite("Apple's newest edition decides")
struct AppleAuthorityTests {
    private static let current = """
        # Windows

        Source: https://developer.apple.com/design/human-interface-guidelines/windows

        ## Best practices

        **Choose the right moment to open a new window.** Opening windows excessively creates clutter.

        ## Platform considerations

        *Not supported in iOS, tvOS, or watchOS.*

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 9, 2025 | Added best practices. |
        """

    /// An undated plain-text copy of an older edition, declared Apple's.
    private static let undatedCopy = """
        Best practices

        Choose the right moment to open a new window. Opening windows excessively creates clutter.

        Multiple windows on iPad

        Make sure each window shows distinct content. Two windows with the same view confuse people.
        """

    /// Study notes of the 2022 edition that say the guidance is for macOS.
    private static let notes = """
        # **[components] windows**

        The guidance below applies to windows in macOS.
        > 아래 지침은 macOS의 창에 적용됩니다.

        ## Best practices

        **Choose the right moment to open a new window.** Opening windows excessively creates clutter.
        > 새 창을 여는 적절한 순간을 선택하세요.

        **Avoid opening a window for every document.** People lose track of them.
        > 문서마다 창을 열지 마세요.
        """

    private static let listing = """
        ## Source kinds

        | Path | Kind | Edition |
        | --- | --- | --- |
        | hig/ | apple-hig | — |
        | text/ | apple-hig | — |
        | notes/ | community-translation | 2022-09-01 |
        """

    private func ingest() throws -> (IngestResult, TemporaryDirectory) {
        try SingleFile.ingest(files: [
            "hig/Windows.md": Self.current, "text/windows.txt": Self.undatedCopy, "notes/windows.md": Self.notes,
            "SOURCES.md": Self.listing,
        ])
    }

    @Test("what the newest Apple edition does not state is outdated, whatever the date of the sources that state it")
    func outdatedWithoutApple() throws {
        let (result, _) = try ingest()
        let practices = result.graph.practices
        let current = try #require(practices.first { $0.lead.hasPrefix("Choose the right moment") })
        #expect(!current.isOutdated)
        let undated = try #require(practices.first { $0.lead.hasPrefix("Make sure each window") })
        #expect(undated.outdatedEdition == "")
        let older = try #require(practices.first { $0.lead.hasPrefix("Avoid opening a window") })
        #expect(older.outdatedEdition == "2022-09-01")
    }

    @Test("the page's platforms are those of the newest Apple edition, not an older note's")
    func platformsFromApple() throws {
        let (result, _) = try ingest()
        let page = try #require(result.graph.pages.first { $0.id == "windows" })
        #expect(page.platforms == ["ipados", "macos", "visionos"])
        #expect(page.edition == "2025-06-09")
        #expect(page.url == "https://developer.apple.com/design/human-interface-guidelines/windows")
        let practice = try #require(result.graph.practices.first { $0.lead.hasPrefix("Choose the right moment") })
        #expect(practice.platforms == ["ipados", "macos", "visionos"])
        #expect(
            practice.url == "https://developer.apple.com/design/human-interface-guidelines/windows#Best-practices")
    }

    @Test("two copies of the newest edition that differ: a warning naming both, and the fuller copy decides")
    func conflictingCopies() throws {
        let other = Self.current.replacingOccurrences(
            of: "## Platform considerations",
            with: "**Keep window titles short.** Long titles are cut off.\n\n## Platform considerations")
        let (result, _) = try SingleFile.ingest(files: [
            "hig/Windows.md": Self.current, "copy/windows.md": other, "SOURCES.md": Self.listing,
        ])
        let warning = try #require(result.diagnostics.first { $0.id == "ingest.edition.conflict" })
        #expect(warning.file.hasSuffix("hig/Windows.md") && warning.message.contains("copy/windows.md"))
        let extra = try #require(result.graph.practices.first { $0.lead.hasPrefix("Keep window titles short") })
        #expect(!extra.isOutdated)
    }

    @Test("Apple's guidance by default; other kinds on request")
    func defaultFilter() throws {
        let (result, _) = try ingest()
        let notesOnly = try #require(result.graph.practices.first { $0.lead.hasPrefix("Avoid opening a window") })
        var outdated = GuidelineFilter()
        outdated.includeOutdated = true
        #expect(!outdated.matches(notesOnly))
        outdated.sourceKinds = [.communityTranslation]
        #expect(outdated.matches(notesOnly))
    }
}
