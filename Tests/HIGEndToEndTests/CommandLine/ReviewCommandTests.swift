import Foundation
import HIGModel
import HIGTestSupport
import Testing

extension CommandLineTests {
    @Test("checklist: four formats with equal counts; a page that does not apply to watchOS says so")
    func checklistFormats() throws {
        let markdown = try hig("checklist", "--page", "multitasking", "--platform", "ipados")
        #expect(markdown.status == 0)
        let tasks = markdown.output.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }.count
        // Apple's current Multitasking page decides: the 2022 iPad window items are outdated.
        let current = GuidelineFilter(platforms: ["ipados"], pages: ["multitasking"])
        #expect(tasks > 0 && tasks == TestContent.whole.graph.practices.filter(current.matches).count)
        let json = try hig("checklist", "--page", "multitasking", "--platform", "ipados", "--format", "json").json()
        #expect((json["items"] as? [Any])?.count == tasks)
        let csv = try hig("checklist", "--page", "multitasking", "--platform", "ipados", "--format", "csv")
        #expect(csv.output.split(separator: "\r\n").count == tasks + 1)
        let html = try hig("checklist", "--page", "multitasking", "--platform", "ipados", "--format", "html")
        #expect(html.output.components(separatedBy: "type=\"checkbox\"").count - 1 == tasks)

        let watch = try hig("checklist", "--page", "multitasking", "--platform", "watchos")
        #expect(watch.status == 0)
        #expect(watch.error.contains("Multitasking does not apply to watchOS"))
        #expect(!watch.output.split(separator: "\n").contains { $0.hasPrefix("- [ ] ") })
    }

    @Test("review report reads a marked file; --output never replaces a file without --force, never the review")
    func reviewCommands() throws {
        let directory = try TemporaryDirectory()
        let review = directory.path + "/review.md"
        #expect(try hig("checklist", "--page", "sheets", "--output", review).status == 0)
        let exported = try String(contentsOfFile: review, encoding: .utf8)
        var marked = exported.replacingOccurrences(of: "\n- [ ] ", with: "\n- [x] ")
        if let first = marked.range(of: "\n- [x] ") { marked.replaceSubrange(first, with: "\n- [ ] **FAIL** ") }
        try marked.write(toFile: review, atomically: true, encoding: .utf8)

        let report = try hig("review", "report", review, "--format", "json").json()
        let counts = try #require(report["counts"] as? [String: Int])
        #expect(counts["fail"] == 1)
        #expect(counts["pass"] == counts["total"]! - 1)

        #expect(try hig("checklist", "--page", "sheets", "--output", review).status == 3)
        #expect(try hig("review", "update", review, "--output", review, "--force").status == 3)
        #expect(try String(contentsOfFile: review, encoding: .utf8) == marked, "the reviewer's file is untouched")

        let update = try hig("review", "update", review)
        #expect(update.status == 0)
        #expect(update.output.contains("- [ ] **FAIL** "))
        #expect(update.error.contains("marks carried over"))

        let broken = try directory.write("broken.csv", "id,status\r\nsheets/x,perhaps\r\n")
        let rejected = try hig("review", "report", broken)
        #expect(rejected.status == 1)
        #expect(rejected.error.contains("broken.csv:2:1: error: [review.item.mark]"))
    }

    @Test("review report takes --content and --index as every command does, and reads only the review")
    func reviewReportTakesLocation() throws {
        let directory = try TemporaryDirectory()
        let review = try directory.write("review.csv", "id,status,note\r\nsheets/x,fail,too small\r\n")
        let index = directory.path + "/index.sqlite"
        let report = try hig(
            "review", "report", review, "--content", TestContent.contentDirectory.path, "--index", index, "--format",
            "json")
        #expect(report.status == 0, "\(report.error)")
        #expect(try report.json()["counts"].flatMap { $0 as? [String: Int] }?["fail"] == 1)
        #expect(!FileManager.default.fileExists(atPath: index), "a report builds no index")
    }
}
