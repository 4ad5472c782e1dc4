import Foundation
import HIGTestSupport
import Testing

/// Refusals that say why: what is wrong with the file or the value, not only that something is.
extension CommandLineTests {
    @Test("a review file that cannot be read says why: missing, a folder, permission denied")
    func reviewFileReasons() throws {
        let directory = try TemporaryDirectory()
        let missing = try hig("review", "report", directory.path + "/nowhere.md")
        #expect(missing.status == 1)
        #expect(missing.error.contains("nowhere.md:1:1: error: [review.file.missing]"), "\(missing.error)")
        #expect(missing.error.contains("the review file does not exist"))

        let folder = try hig("review", "report", directory.path)
        #expect(folder.status == 1)
        #expect(folder.error.contains("[review.file.folder] the review file is a folder"), "\(folder.error)")

        let locked = try directory.write("locked.md", "- [ ] **Lead.** `should`\n  ID: `a/lead`\n")
        chmod(locked, 0o000)
        chmod(directory.path, 0o755)
        let denied = try hig(["review", "report", locked], nobodyFrom: directory.path)
        if getuid() == 0 || access(locked, R_OK) != 0 {
            #expect(denied.status == 1)
            #expect(denied.error.contains("cannot read the review file: permission denied"), "\(denied.error)")
        }
    }

    @Test("--limit -1 is refused as a value, saying what --limit takes")
    func negativeLimit() throws {
        let run = try hig("query", "audio", "--limit", "-1")
        #expect(run.status == 2)
        #expect(run.error.contains("--limit must be a positive whole number"), "\(run.error)")
        #expect(!run.error.contains("Missing value"))
    }

    @Test("hig mcp tells a hig-mcp that is not executable from a missing one")
    func serverNotExecutable() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.path + "/hig"
        try FileManager.default.copyItem(atPath: Self.executable.path, toPath: copy)
        try directory.write("hig-mcp", "#!/bin/sh\n")
        chmod(directory.path + "/hig-mcp", 0o644)
        let run = try Self.run(URL(fileURLWithPath: copy), ["mcp"])
        #expect(run.status != 0)
        #expect(run.error.contains("hig-mcp is not executable"), "\(run.error)")
        #expect(!run.error.contains("is missing"))
    }
}
