import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    /// Two editions of one page and a page only the newer holds, dated by the content's listing.
    private func editions() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Content/taxonomy.yml",
            try Data(contentsOf: TestContent.contentDirectory.appendingPathComponent("taxonomy.yml")))
        try directory.write(
            "Content/SOURCES.md",
            """
            # Sources

            | Path | Kind | Edition |
            | --- | --- | --- |
            | old/ | apple-hig | — |
            | new/ | apple-hig | — |

            | Path | Edition |
            | --- | --- |
            | old/ | 2022-09-01 |
            | new/ | 2026-07-13 |

            """)
        try directory.write(
            "Content/old/Sheets.md",
            """
            # Sheets

            ## Best practices

            **Use a sheet for a focused task.** A sheet helps people finish one task before they return.

            **Consider including a grabber in a resizable sheet.** A grabber shows people they can resize the sheet.

            **Keep a sheet short on the watch.** People glance at their wrist for a moment.

            """)
        try directory.write(
            "Content/new/Sheets.md",
            """
            # Sheets

            ## Best practices

            **Use a sheet for a focused task.** A sheet helps people finish one task before they return.

            **Include a grabber in a resizable sheet.** A grabber shows people they can resize the sheet.

            **Offer a done button in a sheet.** People need a clear way to finish.

            """)
        try directory.write(
            "Content/new/Alerts.md",
            "# Alerts\n\n## Best practices\n\n**Keep an alert title short.** Say what happened.\n")
        return directory
    }

    @Test("diff --since: guidelines and pages added, removed and strengthened since a date, with IDs, URLs and paging")
    func changesSinceDate() throws {
        let directory = try editions()
        let content = directory.path + "/Content"
        let run = try hig("diff", "--since", "2023", "--content", content, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        let json = try run.json()
        #expect(json["counts"] as? [String: Int] == ["page-added": 1, "added": 2, "removed": 1, "strengthened": 1])
        let changes = try #require(json["changes"] as? [[String: Any]])
        let strengthened = try #require(changes.first { $0["kind"] as? String == "strengthened" })
        #expect(strengthened["was"] as? String == "Consider including a grabber in a resizable sheet.")
        #expect(strengthened["wasStrength"] as? String == "consider" && strengthened["strength"] as? String == "should")
        #expect(
            changes.allSatisfy {
                ($0["url"] as? String)?.hasPrefix("https://developer.apple.com/design/human-interface-guidelines/")
                    == true
                    && ($0["id"] as? String)?.isEmpty == false
            })

        let paged = try hig("diff", "--since", "2023", "--content", content, "--format", "json", "--limit", "2").json()
        #expect(paged["total"] as? Int == 5 && paged["nextOffset"] as? Int == 2)
        #expect((paged["changes"] as? [[String: Any]])?.count == 2)

        let narrowed = try hig(
            "diff", "--since", "2023", "--content", content, "--format", "json", "--kind", "removed", "--page", "sheets"
        ).json()
        #expect(
            (narrowed["changes"] as? [[String: Any]])?.map { $0["lead"] as? String } == [
                "Keep a sheet short on the watch."
            ])

        let none = try hig("diff", "--since", "2026-12", "--content", content, "--format", "json").json()
        #expect(none["total"] as? Int == 0, "the current sources are the older side: nothing changed since")
        let bad = try hig("diff", "--since", "last week", "--content", content)
        #expect(bad.status == 2 && bad.error.contains("yyyy-MM-dd"), "\(bad.error)")
    }
}
