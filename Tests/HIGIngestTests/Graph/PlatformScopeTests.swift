import HIGModel
import HIGTestSupport
import Testing

@Suite("Platform scope from prose")
struct PlatformScopeTests {
    @Test("a title that names a platform scopes the page to it")
    func titleNamesPlatform() throws {
        let content = try TemporaryDirectory()
        try content.write(
            "blog.md", "# Fast app switching in iOS 4\n\n## What to do\n\n**Save state quickly.** Body.\n")
        try content.write("taxonomy.yml", try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        let graph = HIGIngestHelpers.ingest(content.path).graph
        #expect(graph.pages.first?.platforms == ["ios"])
        #expect(graph.practices.first?.platforms == ["ios"])
    }

    @Test("a sentence saying the guidance below applies to windows in macOS scopes its section")
    func appliesToSentence() throws {
        let content = try TemporaryDirectory()
        try content.write(
            "windows.md",
            """
            # Windows

            ## Best practices

            **Let people resize windows.** Body.

            ## Window styles

            The guidance below applies to windows in macOS.

            **Use a title bar.** Body.
            """)
        try content.write("taxonomy.yml", try String(contentsOfFile: TestContent.path("taxonomy.yml"), encoding: .utf8))
        let graph = HIGIngestHelpers.ingest(content.path).graph
        let general = try #require(graph.practices.first { $0.lead == "Let people resize windows." })
        let titleBar = try #require(graph.practices.first { $0.lead == "Use a title bar." })
        #expect(general.platforms.count == 6)
        #expect(titleBar.platforms == ["macos"])
    }
}
