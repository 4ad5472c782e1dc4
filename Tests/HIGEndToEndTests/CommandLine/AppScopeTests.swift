import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    private func appChecklist(_ directory: TemporaryDirectory, _ extra: String...) throws -> Run {
        try hig(
            ["checklist", "--content", directory.path + "/Content", "--source-kind", "all", "--app", "PhotoEditor"]
                + extra, in: directory.path)
    }

    /// Page ID → the reasons its items carry, from a JSON checklist.
    private func reasons(_ run: Run) throws -> [String: [String]] {
        let items = try #require(try run.json()["items"] as? [[String: Any]])
        var found: [String: [String]] = [:]
        for item in items {
            found[try #require(item["page"] as? String)] = item["why"] as? [String] ?? []
        }
        return found
    }

    @Test("--app brings the pages its Info.plist, entitlements and sources concern, each with why")
    func appScopeReasons() throws {
        let directory = try AppFixture.make()
        let run = try appChecklist(directory, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        #expect(
            try reasons(run) == [
                "multitasking": ["UIBackgroundModes: audio (App/Info.plist)"],
                "file-management": [
                    "NSCameraUsageDescription: Take photos to edit. (App/Info.plist)",
                    "NSMicrophoneUsageDescription: Record voice notes. (PhotoEditor.xcodeproj/project.pbxproj)",
                ],
                "alerts": ["aps-environment: development (App/PhotoEditor.entitlements)"],
                "activity-views": ["UIActivityViewController in Sources/Editor/EditorView.swift:6 and 1 other file"],
            ])
    }

    @Test("--app: no page without a reason; an app that concerns nothing brings nothing")
    func appScopeWithoutReasons() throws {
        let directory = try AppFixture.make()
        try directory.write("Empty/README.md", "Nothing here.\n")
        let run = try hig(
            ["checklist", "--content", directory.path + "/Content", "--app", "Empty", "--format", "json"],
            in: directory.path)
        #expect(run.status == 0, "\(run.error)")
        #expect(try reasons(run).isEmpty)
    }

    @Test("every format says why a page is in scope")
    func appScopeReasonsInEveryFormat() throws {
        let directory = try AppFixture.make()
        let markdown = try appChecklist(directory)
        #expect(
            markdown.output.contains("*Why in scope:* UIBackgroundModes: audio (App/Info.plist)"), "\(markdown.output)")
        let html = try appChecklist(directory, "--format", "html")
        #expect(html.output.contains("<p class=\"why\">Why in scope: UIBackgroundModes: audio (App/Info.plist)</p>"))
        let csv = try appChecklist(directory, "--format", "csv")
        #expect(csv.output.hasPrefix("id,") && csv.output.split(separator: "\r\n")[0].hasSuffix(",why,ko_source"))
        #expect(csv.output.contains("UIActivityViewController in Sources/Editor/EditorView.swift:6 and 1 other file"))
    }

    @Test("--app combines with --scope: a union of includes, the scope's excludes over both")
    func appScopeWithScopeFile() throws {
        let directory = try AppFixture.make()
        let scope = try directory.write(
            "review.yml", "include:\n  pages: [sheets]\nexclude:\n  ids: [alerts/keep-an-alert-title-short]\n")
        let run = try appChecklist(directory, "--scope", scope, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        #expect(Set(try reasons(run).keys) == ["sheets", "multitasking", "file-management", "activity-views"])
    }

    @Test("review update keeps the app's pages and says why again")
    func appScopeStoredInReview() throws {
        let directory = try AppFixture.make()
        let review = directory.path + "/review.md"
        let export = try appChecklist(directory, "--output", review)
        #expect(export.status == 0, "\(export.error)")
        let update = try hig(
            ["review", "update", review, "--content", directory.path + "/Content", "--format", "json"],
            in: directory.path)
        #expect(update.status == 0, "\(update.error)")
        #expect(try reasons(update)["multitasking"] == ["UIBackgroundModes: audio (App/Info.plist)"])
    }

    @Test("an app folder's bad files: a diagnostic naming each and why, the rest read")
    func appScopeBadInput() throws {
        let directory = try AppFixture.make()
        try directory.write("PhotoEditor/Widget/Info.plist", Data([0x62, 0x70, 0x6C, 0x00, 0xFF, 0xFE, 0x01]))
        try directory.write(
            "Content/app-scope.yml",
            AppFixture.map.replacingOccurrences(
                of: "entitlements:", with: "  UIRequiresFullScreen: [multitaskng]\nentitlements:"))
        let app = directory.path + "/PhotoEditor"
        #expect(symlink(app, app + "/Loop") == 0)
        #expect(symlink(app + "/Knot", app + "/Knot") == 0)
        #expect(symlink(app + "/Nowhere", app + "/Gone.swift") == 0)
        try directory.write(
            "PhotoEditor/Sources/Generated.swift",
            String(repeating: "let UIActivityViewController = 1\n", count: 70_000))
        let run = try appChecklist(directory, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        for expected in [
            "PhotoEditor/Widget/Info.plist:1:1: warning: [app.plist.invalid] not a property list (XML or binary); not read",
            "PhotoEditor/Loop:1:1: warning: [app.folder.loop] a folder reached twice through links; read once",
            "PhotoEditor/Knot:1:1: warning: [app.folder.loop] links that lead round in a loop; skipped",
            "PhotoEditor/Gone.swift:1:1: warning: [app.file.unreadable] a link to nothing; skipped",
            "PhotoEditor/Sources/Generated.swift:1:1: warning: [app.source.too-large] 2310000 bytes, over the 2097152-byte limit; not read",
            "Content/app-scope.yml:7:26: warning: [app.map.page.unknown] left out: unknown page 'multitaskng'; did you mean 'multitasking'?",
        ] {
            #expect(run.error.contains(expected), "\(expected)\n\(run.error)")
        }
        #expect(try reasons(run)["activity-views"]?.isEmpty == false, "the rest is read")
    }
}
