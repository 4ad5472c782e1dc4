import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    @Test("scripts/install puts hig, its content and theme under a prefix; hig then works from any folder")
    func installedHigFromAnyFolder() throws {
        let prefix = try TemporaryDirectory()
        let install = try Self.run(
            URL(fileURLWithPath: TestContent.packageRoot.path + "/scripts/install"),
            ["--prefix", prefix.path, "--from", Self.executable.deletingLastPathComponent().path])
        #expect(install.status == 0, "\(install.error)")
        for file in [
            "bin/hig", "bin/hig-mcp", "bin/hig-fetch", "share/hig/Content/taxonomy.yml", "share/hig/Site/templates",
        ] {
            #expect(FileManager.default.fileExists(atPath: prefix.path + "/" + file), "\(file)")
        }
        let elsewhere = try TemporaryDirectory()
        let query = try Self.run(
            URL(fileURLWithPath: prefix.path + "/bin/hig"), ["query", "audio interruption", "--limit", "1"],
            in: elsewhere.url)
        #expect(query.status == 0, "\(query.error)")
        #expect(query.output.hasPrefix("1. Respond smoothly to audio interruptions."), "\(query.output)")
        #expect(!query.error.contains("indexing"), "the index was built at install: \(query.error)")
    }
}
