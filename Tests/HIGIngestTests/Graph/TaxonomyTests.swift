import HIGModel
import HIGTestSupport
import Testing

@Suite("Taxonomy and lifecycle model")
struct TaxonomyTests {
    let taxonomy = TestContent.graph.taxonomy

    @Test("six platforms, app and scene machines, every presentation style")
    func contents() {
        #expect(taxonomy.platforms.map(\.id) == ["ios", "ipados", "macos", "tvos", "visionos", "watchos"])
        #expect(taxonomy.machines.map(\.id) == ["app", "scene"])
        let styles = Set(taxonomy.styles.map(\.id))
        for id in [
            "alert", "sheet", "popover", "action-sheet", "confirmation-dialog", "activity-view", "full-screen-modal",
            "prominent-window", "standard-window", "automatic-window", "primary-window", "auxiliary-window",
            "slide-over", "split-view", "picture-in-picture",
        ] {
            #expect(styles.contains(id), "\(id)")
        }
        #expect(taxonomy.styles.allSatisfy { !$0.ko.isEmpty })
    }

    @Test("the transitions name the delegate callbacks")
    func callbacks() {
        let callbacks = Set(taxonomy.machines.flatMap(\.transitions).flatMap(\.callbacks))
        for name in [
            "applicationWillResignActive", "applicationDidEnterBackground", "applicationWillEnterForeground",
            "applicationDidBecomeActive", "applicationWillTerminate", "sceneWillResignActive",
            "sceneDidEnterBackground", "sceneDidDisconnect",
        ] {
            #expect(callbacks.contains(name), "\(name)")
        }
        let app = taxonomy.machines[0]
        let resign = app.transitions.first { $0.callbacks.contains("applicationWillResignActive") }
        #expect(resign?.from == "active" && resign?.to == "inactive")
    }

    @Test("transitions are linked to what the content says about them")
    func linkedPractices() throws {
        let background = try #require(
            taxonomy.machines[0].transitions.first { $0.callbacks.contains("applicationDidEnterBackground") })
        #expect(background.practices.contains { $0.hasPrefix("fast-app-switching-in-ios-4/reduce-memory-usage") })
        let sceneBackground = try #require(
            taxonomy.machines[1].transitions.first { $0.callbacks.contains("sceneDidEnterBackground") })
        // The iOS 4 post predates scenes: its practices get app transitions only.
        #expect(!sceneBackground.practices.contains { $0.hasPrefix("fast-app-switching-in-ios-4/") })
        #expect(sceneBackground.practices.contains("multitasking/finish-user-initiated-tasks-in-the-background"))
    }

    @Test("a broken taxonomy is an error with its line, and ingest goes on")
    func brokenTaxonomy() throws {
        let directory = try TemporaryDirectory()
        try directory.write("taxonomy.yml", "platforms:\n  - id: ios\n    name: [iOS\n")
        try directory.write("page.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let result = HIGIngestHelpers.ingest(directory.path)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == "ingest.taxonomy.invalid")
        #expect(diagnostic.line >= 3)
        #expect(result.graph.practices.count == 1)
    }
}
