import Foundation
import Testing

extension CommandLineTests {
    /// The leads of the items a checklist in JSON holds.
    private func leads(_ run: Run) throws -> Set<String> {
        let items = try #require(try run.json()["items"] as? [[String: Any]])
        return Set(items.compactMap { $0["lead"] as? String })
    }

    @Test("a scope file: includes are a union, excludes and platforms narrow, a query brings only what answers it")
    func scopeFileSelects() throws {
        let directory = try ScopeFixture.make()
        let scope = try directory.write(
            "review.yml",
            """
            title: Photo editing flow
            platforms: [ipados]
            include:
              pages: [sheets]
              sections: [multitasking#platform-considerations]
              styles: [alert]
              queries: ["audio interruption"]
              ids: [file-management/let-people-choose-where-to-export-a-document]
            exclude:
              ids: [sheets/avoid-stacking-sheets]
            """)
        let content = directory.path + "/Content"
        let run = try hig(
            "checklist", "--content", content, "--source-kind", "all", "--scope", scope, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        #expect(
            try leads(run) == [
                "Use a sheet for a focused task.", "Keep an alert title short.",
                "Respond smoothly to audio interruptions.", "Support several windows at once.",
                "Let people choose where to export a document.",
            ])
        let generated = try #require(try run.json()["generated"] as? [String: Any])
        #expect(generated["title"] as? String == "Photo editing flow")
    }

    @Test("review update re-scopes with the scope stored in the review")
    func scopeStoredInReview() throws {
        let directory = try ScopeFixture.make()
        let scope = try directory.write(
            "review.yml", "include:\n  pages: [alerts]\n  queries: [\"audio interruption\"]\n")
        let content = directory.path + "/Content"
        let review = directory.path + "/review.md"
        let export = try hig(
            "checklist", "--content", content, "--source-kind", "all", "--scope", scope, "--output", review)
        #expect(export.status == 0, "\(export.error)")
        try directory.write(
            "Content/markdown/Alerts.md",
            "# Alerts\n\n## Best practices\n\n**Keep an alert title short.** Say what happened.\n\n**Offer a cancel button in an alert.** People change their minds.\n"
        )
        let update = try hig("review", "update", review, "--content", content, "--format", "json")
        #expect(update.status == 0, "\(update.error)")
        #expect(
            try leads(update) == [
                "Keep an alert title short.", "Offer a cancel button in an alert.",
                "Respond smoothly to audio interruptions.",
            ])
    }

    @Test("a checklist for a text lists what answers it, not every guideline holding one of its words")
    func checklistQueryByRelevance() throws {
        let directory = try ScopeFixture.make()
        let run = try hig(
            "checklist", "background export", "--content", directory.path + "/Content", "--source-kind", "all",
            "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        #expect(try leads(run) == ["Let people choose where to export a document."])
    }

    @Test("a scope file's unknown keys and values: file, line and one suggestion each, the rest used")
    func scopeFileMistakes() throws {
        let directory = try ScopeFixture.make()
        let scope = try directory.write(
            "typo.yml",
            """
            platfroms: [ios]
            include:
              pages: [sheets, alrets]
              sectons: [x]
              sections: [sheets#watchso]
            exclude:
              styles: [alert]
            """)
        let run = try hig(
            "checklist", "--content", directory.path + "/Content", "--source-kind", "all", "--scope", scope, "--format",
            "json")
        #expect(run.status == 1)
        for expected in [
            "typo.yml:1:1: error: [scope.key.unknown] unknown key 'platfroms'; did you mean 'platforms'?",
            "typo.yml:3:19: error: [scope.value.unknown] left out: unknown page 'alrets'; did you mean 'alerts'?",
            "typo.yml:4:3: error: [scope.key.unknown] unknown key 'sectons' under 'include'; did you mean 'sections'?",
            "typo.yml:5:14: error: [scope.value.unknown] left out: unknown section 'watchso' of page 'sheets'; did you mean 'watchos'?",
            "typo.yml:7:3: error: [scope.key.unknown] unknown key 'styles' under 'exclude'; known: pages, sections, ids",
        ] {
            #expect(run.error.contains(expected), "\(expected)\n\(run.error)")
        }
        #expect(try leads(run).contains("Use a sheet for a focused task."), "the values understood are used")
    }
}
