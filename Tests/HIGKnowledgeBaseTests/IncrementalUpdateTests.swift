import Foundation
import HIGIndex
import HIGIngest
import HIGKnowledgeBase
import HIGModel
import HIGSupport
import HIGTestSupport
import Testing

@Suite("Updating an index in place", .serialized)
struct IncrementalUpdateTests {
    /// Three small pages written here, with the shipped taxonomy and their index, fresh: an
    /// article (`article`), a setext Markdown page and a page about audio.
    struct Fixture {
        static let article = "articles/fast-app-switching.md"
        static let files = [
            article: """
            # Fast app switching

            ## Best practices

            **Reduce memory usage when the app enters the background.** Flush caches that can be rebuilt.

            **Save the app state incrementally.** People may never come back to finish a task.
            """,
            "markdown/alerts.setext.md": """
            Alerts
            ======

            An alert gives people important information.

            Best practices
            --------------

            **Use alerts sparingly.** Each alert interrupts people.
            """,
            "markdown/playing-audio.md": """
            # Playing audio

            ## Best practices

            **Respond smoothly to audio interruptions.** Pause playback while a call goes on.

            **Let people control the volume.** Use the system volume view.
            """,
        ]

        let directory: TemporaryDirectory
        let content: String
        let location: IndexLocation

        init() throws {
            directory = try TemporaryDirectory()
            for (name, text) in Self.files { try directory.write("Content/" + name, text + "\n") }
            try directory.write(
                "Content/taxonomy.yml", try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
            content = directory.path + "/Content"
            location = IndexLocation(index: directory.path + "/index.sqlite", content: [content])
            _ = try IndexFreshness().ensureFresh(location)
        }

        func refresh() throws -> [IndexFreshness.RebuildEvent] {
            var events: [IndexFreshness.RebuildEvent] = []
            _ = try IndexFreshness().ensureFresh(location) { events.append($0) }
            return events
        }

        func edit(_ relative: String, _ change: (String) -> String) throws {
            let path = content + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try change(text).write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    @Test("one edited file: its page is rebuilt in place, and the index equals a full ingest")
    func editedBody() throws {
        let fixture = try Fixture()
        try fixture.edit(Fixture.article) { text in
            text.replacingOccurrences(of: "Reduce memory usage", with: "Reduce zebra memory usage")
        }
        #expect(try fixture.refresh() == [.updated(pages: 1)])
        let updated = try IndexReader(indexPath: fixture.location.index).graph()
        let full = Ingester().ingest(paths: [fixture.content]).graph
        #expect(updated.pages == full.pages)
        #expect(updated.practices == full.practices)
        #expect(updated.taxonomy == full.taxonomy)
        #expect(IndexMetadata.read(indexPath: fixture.location.index)?.contentDigest == full.contentDigest)
        // The edited file is a third-party article, whose guidance only `--source-kind all` shows.
        let hits = try SearchEngine(indexPath: fixture.location.index).search(
            "zebra memory", filters: .everyKind, limit: 3
        ).hits
        #expect(hits.first?.title.hasPrefix("Reduce zebra memory usage") == true)
        #expect(try fixture.refresh().isEmpty, "and it is fresh afterwards")
    }

    @Test("a file that now declares another page, a new file or a changed taxonomy rebuild the index whole")
    func fullRebuilds() throws {
        let fixture = try Fixture()
        try fixture.edit("markdown/alerts.setext.md") {
            $0.replacingOccurrences(
                of: "Alerts\n======",
                with:
                    "Alerts\n======\n\nSource: https://developer.apple.com/design/human-interface-guidelines/warnings\n"
            )
        }
        #expect(
            try fixture.refresh().first
                == .started(reason: .stale, content: [fixture.content], index: fixture.location.index))
        try fixture.directory.write(
            "Content/new.md", "# Toolbars\n\n## Best practices\n\n**Keep toolbars short.** Body.\n")
        #expect(
            try fixture.refresh().first
                == .started(reason: .stale, content: [fixture.content], index: fixture.location.index))
        try fixture.edit("taxonomy.yml") { $0 + "\n" }
        #expect(
            try fixture.refresh().first
                == .started(reason: .stale, content: [fixture.content], index: fixture.location.index))
    }
}
