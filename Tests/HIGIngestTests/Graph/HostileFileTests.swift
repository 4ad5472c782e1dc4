import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Files made to hurt: links out of the content, huge files, pipes, names with escape sequences.
@Suite("Hostile files")
struct HostileFileTests {
    @Test("links that lead outside the content folders are not followed")
    func linksOutside() throws {
        let outside = try TemporaryDirectory()
        try outside.write("secret.md", "# Secret\n\n## Best practices\n\n**Leak this.** Body.\n")
        let content = try TemporaryDirectory()
        try content.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        try FileManager.default.createSymbolicLink(
            atPath: content.path + "/secret.md", withDestinationPath: outside.path + "/secret.md")
        try FileManager.default.createSymbolicLink(atPath: content.path + "/root", withDestinationPath: "/")
        try FileManager.default.createSymbolicLink(atPath: content.path + "/passwd", withDestinationPath: "/etc/passwd")
        let result = HIGIngestHelpers.ingest(content.path)
        #expect(!result.graph.practices.contains { $0.lead == "Leak this." })
        #expect(result.graph.practices.contains { $0.lead == "Use alerts sparingly." })
        let refused = result.diagnostics.filter { $0.id == "ingest.link.outside" }.map {
            ($0.file as NSString).lastPathComponent
        }
        #expect(refused.sorted() == ["passwd", "root", "secret.md"])
        #expect(result.graph.files.count == 1)
    }

    @Test("a link inside the content folders is followed")
    func linkInside() throws {
        let content = try TemporaryDirectory()
        try content.write("pages/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        try FileManager.default.createSymbolicLink(
            atPath: content.path + "/alias", withDestinationPath: content.path + "/pages")
        let result = HIGIngestHelpers.ingest(content.path)
        #expect(!result.diagnostics.contains { $0.id == "ingest.link.outside" })
        #expect(result.graph.practices.contains { $0.lead == "Use alerts sparingly." })
    }

    @Test("a 2 GB sparse file is refused by its size without being read")
    func sparseFile() throws {
        let content = try TemporaryDirectory()
        let huge = content.path + "/huge.md"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        try content.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let result = HIGIngestHelpers.ingest(content.path)
        #expect(result.diagnostics.contains { $0.id == "ingest.file.too-large" && $0.file.hasSuffix("huge.md") })
        #expect(result.graph.practices.count == 1)
    }

    @Test("a pipe among the pages is skipped at once, never waited on", .timeLimit(.minutes(1)))
    func pipe() throws {
        let content = try TemporaryDirectory()
        #expect(mkfifo(content.path + "/pipe.md", 0o600) == 0)
        try content.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let result = HIGIngestHelpers.ingest(content.path)
        #expect(result.diagnostics.contains { $0.id == "ingest.file.not-regular" && $0.file.hasSuffix("pipe.md") })
        #expect(result.graph.practices.count == 1)
    }

    @Test("**Lead.**Body with no space after the bold is a practice")
    func boldLeadWithoutSpace() throws {
        let content = try TemporaryDirectory()
        try content.write(
            "toolbars.md",
            "# Toolbars\n\n## Best practices\n\n**Keep toolbars uncluttered.**Use only a few items.\n\n**Prefer icons?**Icons are compact.\n"
        )
        let leads = HIGIngestHelpers.ingest(content.path).graph.practices.map(\.lead)
        #expect(leads == ["Keep toolbars uncluttered.", "Prefer icons?"])
    }
}
