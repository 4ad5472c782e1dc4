import Foundation
import Testing

extension CommandLineTests {
    @Test(
        "review update shows new, changed (with the wording it had) and removed guidelines in every format",
        arguments: ["markdown", "csv", "json", "html"])
    func updateShowsEveryChange(format: String) throws {
        let directory = try ScopeFixture.make()
        let content = directory.path + "/Content"
        let review = directory.path + "/review." + (format == "markdown" ? "md" : format == "html" ? "json" : format)
        let exportFormat = format == "html" ? "json" : format
        let export = try hig(
            "checklist", "--page", "alerts", "--page", "sheets", "--content", content, "--source-kind", "all",
            "--format", exportFormat, "--output", review)
        #expect(export.status == 0, "\(export.error)")
        // The alert guideline reworded in its body, a new one beside it, and a sheet guideline gone.
        try directory.write(
            "Content/markdown/Alerts.md",
            "# Alerts\n\n## Best practices\n\n**Keep an alert title short.** A short title is read at a glance.\n\n"
                + "**Offer a cancel button in an alert.** People change their minds.\n")
        try directory.write(
            "Content/markdown/Sheets.md",
            "# Sheets\n\n## Best practices\n\n**Use a sheet for a focused task.** A sheet helps people finish one task "
                + "before they return to the parent view.\n")
        let updated = directory.path + "/updated." + (format == "markdown" ? "md" : format)
        let update = try hig(
            "review", "update", review, "--content", content, "--format", format, "--output", updated)
        #expect(update.status == 0, "\(update.error)")
        #expect(update.error.contains("1 changed since review, 2 removed, 1 new"), "\(update.error)")
        let text = try String(contentsOfFile: updated, encoding: .utf8)
        // CSV and JSON say new and changed in columns and fields, which the report below reads back.
        let markers = format == "markdown" || format == "html" ? ["new since review", "changed since review"] : []
        for expected in markers + [
            "Offer a cancel button in an alert.", "An alert interrupts, so its title must say what happened at once.",
            "Avoid stacking sheets.",
        ] {
            #expect(text.contains(expected), "\(format): \(expected)")
        }
        guard format != "html" else { return }
        let report = try hig("review", "report", updated, "--format", "json").json()
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["changed"] == 1 && counts["new"] == 1 && counts["removed"] == 2, "\(format): \(counts)")
        let changed = try #require((report["changed"] as? [[String: Any]])?.first)
        #expect(
            changed["was"] as? String
                == "Keep an alert title short. An alert interrupts, so its title must say what happened at once.",
            "\(format)")
        let textReport = try hig("review", "report", updated)
        #expect(textReport.output.contains("since the review: 1 changed, 1 new, 2 removed"), "\(textReport.output)")
        #expect(textReport.output.contains("Removed since the review (2)"), "\(textReport.output)")
    }
}
