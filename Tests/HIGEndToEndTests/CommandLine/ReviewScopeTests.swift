import Foundation
import HIGIndex
import HIGModel
import HIGTestSupport
import Testing

extension CommandLineTests {
    @Test("an all-guidelines review stays all: pages added since come in as new")
    func allGuidelinesReviewGrows() throws {
        let directory = try TemporaryDirectory()
        let content = directory.path + "/Content"
        try FileManager.default.copyItem(atPath: TestContent.contentDirectory.path, toPath: content)
        let review = directory.path + "/review.md"
        // The new page is plain text naming no Apple address, an article: the review covers every
        // kind of source, so it stays all guidelines of every kind.
        #expect(
            try hig("checklist", "--source-kind", "all", "--content", content, "--output", review).status == 0)
        try directory.write(
            "Content/text/Brand New Page.txt",
            "Brand new page\n\nBest practices\n\nOffer a freshly added guideline. It came after the review.\n")
        let update = try hig("review", "update", review, "--content", content)
        #expect(update.status == 0)
        #expect(update.error.contains("0 removed, 1 new"), "\(update.error)")
        #expect(update.output.contains("Offer a freshly added guideline."))
    }

    @Test("a filter of any size is one bound value: --source given 1,001 times")
    func thousandsOfFilterValues() throws {
        let sources = (0...1_000).flatMap { ["--source", $0 == 0 ? "text/" : "nothing-\($0)/"] }
        let run = try hig(["checklist", "--format", "json"] + sources)
        #expect(run.status == 0, "\(run.error.prefix(300))")
        #expect(!run.error.contains("Expression tree"))
        let pages = TestContent.graph.pages.map(\.id)
        var filter = GuidelineFilter.everyKind
        filter.pages = pages + (0..<2_000).map { "missing-\($0)" }
        filter.includeOutdated = true
        let practices = try IndexReader(indexPath: TestIndex.path).practices(matching: filter)
        #expect(practices.count == TestContent.graph.practices.count)
    }

    @Test("a review header naming a value the content no longer has: a warning, and the marks stay")
    func renamedPlatformInHeader() throws {
        let directory = try TemporaryDirectory()
        let review = directory.path + "/review.md"
        #expect(try hig("checklist", "--page", "multitasking", "--platform", "ipados", "--output", review).status == 0)
        let exported = try String(contentsOfFile: review, encoding: .utf8)
        let renamed = exported.replacingOccurrences(
            of: "\"platforms\":[\"ipados\"]", with: "\"platforms\":[\"ipad-os\"]")
        #expect(renamed != exported)
        try renamed.write(toFile: review, atomically: true, encoding: .utf8)
        let update = try hig("review", "update", review)
        #expect(update.status == 0)
        #expect(
            update.error.contains(
                "warning: the review's platform 'ipad-os' is not in the current content; it is left out, and the update covers page multitasking"
            ), "\(update.error)")
        #expect(update.error.contains(" 0 removed"), "\(update.error)")
    }
}
