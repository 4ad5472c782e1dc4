import HIGModel
import HIGTestSupport
import Testing

@Suite("The newest source's text wins")
struct NewestSourceTests {
    private static let taxonomy = Result {
        try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8)
    }

    private func ingest(_ files: [String: String]) throws -> RuleGraph {
        let content = try TemporaryDirectory()
        for (name, text) in files { try content.write(name, text) }
        try content.write("taxonomy.yml", try Self.taxonomy.get())
        return HIGIngestHelpers.ingest(content.path).graph
    }

    private static let older = """
        ---
        title: Sheets
        updated: 2019-06-03
        ---
        # Sheets

        ## Best practices

        **Keep sheets brief.** Use a sheet only for a short task; people should dismiss it soon.

        **Provide a Done button.** People need a clear way out.

        **Offer a Cancel button.** People change their minds.

        ## Platform considerations

        Not supported in watchOS.
        """

    /// The same page three years on, with a change log: a reworded lead, a firmer body and a
    /// watchOS section.
    private static let newer = """
        # Sheets

        ## Best practices

        **Keep sheet interactions brief and occasional.** Use a sheet only for a short task; people must be able to dismiss it at once.

        ## Platform considerations

        ### watchOS

        **Use a sheet to show a detail on the watch.** A sheet covers the whole screen.

        ## Change log

        | Date | Changes |
        | --- | --- |
        | June 5, 2023 | Updated guidance for using sheets in watchOS. |
        | June 21, 2022 | First version. |
        """

    @Test("a newer version's lead and body replace an older one's, and the ID the page had stays")
    func newerTextWins() throws {
        let before = try ingest(["older/sheets.md": Self.older])
        #expect(before.practices.first?.id == "sheets/keep-sheets-brief")
        let graph = try ingest(["older/sheets.md": Self.older, "newer/sheets.md": Self.newer])
        let brief = try #require(graph.practices.first { $0.sources.count == 2 })
        #expect(brief.lead == "Keep sheet interactions brief and occasional.")
        #expect(brief.body.contains("must be able to dismiss it at once"))
        #expect(brief.id == "sheets/keep-sheets-brief")
        #expect(brief.strength == .should)
    }

    @Test("a newer watchOS section wins over an older 'Not supported in watchOS', and not the other way")
    func newerPlatformSectionWins() throws {
        let graph = try ingest(["older/sheets.md": Self.older, "newer/sheets.md": Self.newer])
        let page = try #require(graph.pages.first)
        #expect(page.platforms.contains("watchos"))
        let watch = try #require(graph.practices.first { $0.lead.hasPrefix("Use a sheet to show a detail") })
        #expect(watch.platforms == ["watchos"])

        // Swap the dates: now the note that rules watchOS out is the newer one.
        let olderWatch = Self.newer.replacingOccurrences(of: "2023", with: "2018")
            .replacingOccurrences(of: "2022", with: "2017")
        let swapped = try ingest(["older/sheets.md": Self.older, "newer/sheets.md": olderWatch])
        #expect(swapped.pages.first?.platforms.contains("watchos") == false)
    }

    @Test(
        "a change log dates a source in every format",
        arguments: [
            (
                "page.html",
                "<html><body><h1>Sheets</h1><h2>Best practices</h2><p><strong>Keep sheets brief.</strong> Old.</p><h2>Change log</h2><table><tr><th>Date</th><th>Changes</th></tr><tr><td>March 29, 2024</td><td>Changed.</td></tr></table></body></html>"
            ),
            (
                "page.txt",
                "Sheets\n\nBest practices\n\nKeep sheets brief. Old.\n\nChange log\n\n  Date             Changes\n  ---------------- ---------\n  March 29, 2024   Changed.\n"
            ),
            (
                "page.md",
                "# Sheets\n\n## Best practices\n\n**Keep sheets brief.** Old.\n\n## 변경 기록\n\n- 2024년 3월 29일: 변경\n"
            ),
        ])
    func changeLogInEveryFormat(name: String, text: String) throws {
        let translation = """
            # **[components] sheets**

            ## Best practices

            **Keep sheets brief.** Newest wording from the front matter date.
            > 시트는 짧게 유지하세요.

            """
        let dated = "---\ndate: 2024-01-01\n---\n" + translation
        let graph = try ingest([name: text, "sheets.ko.md": dated])
        let practice = try #require(graph.practices.first)
        #expect(practice.body == "Old.", "the source dated March 2024 is newer than the January 2024 note")
        #expect(practice.ko == "시트는 짧게 유지하세요.")
    }

    @Test("among undated sources an original's English wins over a translation's")
    func originalBeatsTranslation() throws {
        let notifications = try #require(
            TestContent.graph.practices.first { $0.lead.hasPrefix("Never use the Time Sensitive interruption level") })
        #expect(notifications.body.contains("must never break through"))
        #expect(notifications.ko != nil)
        let launch = try #require(
            TestContent.graph.practices.first { $0.lead == "If the platform requires it, provide a launch screen." })
        #expect(launch.body.contains("macOS, visionOS, and watchOS don’t require launch screens"))
        #expect(!launch.body.contains("watchOS and macOS apps don't need launch screens"))
    }
}
