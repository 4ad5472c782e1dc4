import Foundation
import Testing

extension CommandLineTests {
    /// The files of an app (and the content's map) are each opened and read once with the limit
    /// held while reading: a pipe named like an Info.plist, a source, an entitlements or a project
    /// file, or the map itself, is refused at once instead of waited on or read without end.
    @Test("--app: a pipe among the app's files, or as the map, is refused at once and the rest read")
    func appScopePipes() throws {
        let directory = try AppFixture.make()
        let app = directory.path + "/PhotoEditor"
        let pipes = ["Pipe/Info.plist", "Sources/Pipe.swift", "Pipe.entitlements", "Pipe.xcodeproj/project.pbxproj"]
        for pipe in pipes {
            try FileManager.default.createDirectory(
                atPath: ((app + "/" + pipe) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(mkfifo(app + "/" + pipe, 0o600) == 0)
        }
        let content = directory.path + "/Content"
        let run = try higUnlessStuck(
            "checklist", "--content", content, "--source-kind", "all", "--app", app, "--format", "json")
        #expect(run.status == 0, "\(run.error)")
        for pipe in pipes {
            let expected = "PhotoEditor/\(pipe):1:1: warning: [app.file.not-regular] a pipe, socket or device"
            #expect(run.error.contains(expected), "\(expected)\n\(run.error)")
        }
        #expect(try run.json()["items"] as? [[String: Any]] != nil, "the rest is read")

        let map = content + "/app-scope.yml"
        try FileManager.default.removeItem(atPath: map)
        #expect(mkfifo(map, 0o600) == 0)
        let withPipedMap = try higUnlessStuck("checklist", "--content", content, "--source-kind", "all", "--app", app)
        #expect(withPipedMap.status == 0, "\(withPipedMap.error)")
        #expect(
            withPipedMap.error.contains("app-scope.yml:1:1: warning: [app.file.not-regular]"), "\(withPipedMap.error)")
    }
}
