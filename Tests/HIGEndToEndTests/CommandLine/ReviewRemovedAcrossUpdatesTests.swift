import Foundation
import Testing

extension CommandLineTests {
    @Test(
        "a guideline removed in one update is still reported removed after the next, with its mark",
        arguments: ["markdown", "csv", "json"])
    func removedAcrossUpdates(format: String) throws {
        let directory = try ScopeFixture.make()
        let content = directory.path + "/Content"
        let suffix = format == "markdown" ? "md" : format
        let review = directory.path + "/review." + suffix
        let export = try hig(
            "checklist", "--page", "alerts", "--page", "sheets", "--content", content, "--source-kind", "all",
            "--format", format, "--output", review)
        #expect(export.status == 0, "\(export.error)")
        // The reviewer fails the guideline the first update will find removed.
        let marked = try String(contentsOfFile: review, encoding: .utf8)
        let failed: String
        switch format {
        case "markdown":
            failed = marked.replacingOccurrences(
                of: "- [ ] **Avoid stacking sheets.**", with: "- [ ] **FAIL** **Avoid stacking sheets.**")
        case "json":
            failed = marked.replacingOccurrences(
                of: "\"status\" : \"open\"", with: "\"status\" : \"fail\"")
        default:
            failed = marked.replacingOccurrences(of: "Avoid stacking sheets.,,,", with: "Avoid stacking sheets.,,fail,")
        }
        #expect(failed != marked, "\(format): the mark was made")
        try failed.write(toFile: review, atomically: true, encoding: .utf8)
        try directory.write(
            "Content/markdown/Sheets.md",
            "# Sheets\n\n## Best practices\n\n**Use a sheet for a focused task.** A sheet helps people finish one task "
                + "before they return to the parent view.\n")
        let first = directory.path + "/first." + suffix
        #expect(
            try hig("review", "update", review, "--content", content, "--format", format, "--output", first).status == 0
        )
        try directory.write(
            "Content/markdown/Alerts.md",
            "# Alerts\n\n## Best practices\n\n**Offer a cancel button in an alert.** People change their minds.\n")
        let second = directory.path + "/second." + suffix
        let update = try hig("review", "update", first, "--content", content, "--format", format, "--output", second)
        #expect(update.status == 0, "\(update.error)")
        #expect(update.error.contains("3 removed"), "\(format): \(update.error)")
        let report = try hig("review", "report", second, "--format", "json").json()
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["removed"] == 3, "\(format): \(counts)")
        let removed = try #require(report["removed"] as? [[String: Any]])
        #expect(
            Set(removed.compactMap { $0["id"] as? String }) == [
                "sheets/avoid-stacking-sheets", "sheets/keep-a-sheet-short-on-the-watch",
                "alerts/keep-an-alert-title-short",
            ], "\(format)")
        let stacking = removed.first { $0["id"] as? String == "sheets/avoid-stacking-sheets" }
        #expect(stacking?["status"] as? String == "FAIL", "\(format): the mark it had is kept")
    }
}
