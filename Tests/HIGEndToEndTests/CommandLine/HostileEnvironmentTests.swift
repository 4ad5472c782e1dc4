import Foundation
import HIGTestSupport
import Testing

extension CommandLineTests {
    @Test("an index whose content folder is gone is answered from, never rebuilt empty")
    func contentGone() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(
            at: TestContent.contentDirectory, to: directory.url.appendingPathComponent("Content"))
        let index = directory.path + "/kept.sqlite"
        #expect(try hig("ingest", "--content", directory.path + "/Content", "--index", index).status == 0)
        try FileManager.default.removeItem(atPath: directory.path + "/Content")
        let run = try hig("query", "audio interruption", "--index", index, "--limit", "1")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        #expect(run.error.contains("is gone"))
        let pages = try hig("pages", "--format", "json", "--index", index).json()
        #expect((pages["pages"] as? [Any])?.count == TestContent.whole.graph.pages.count, "still every page")
    }

    /// Root writes anywhere, so as root the tool runs as `nobody` for this test.
    @Test(
        "a stale index in a read-only folder is answered from with a warning",
        .enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: CommandLineTests.setpriv)))
    func readOnlyStale() throws {
        let directory = try TemporaryDirectory()
        chmod(directory.path, 0o755)
        try FileManager.default.copyItem(
            at: TestContent.contentDirectory, to: directory.url.appendingPathComponent("Content"))
        let folder = directory.path + "/locked"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(
            try hig("ingest", "--content", directory.path + "/Content", "--index", folder + "/i.sqlite").status == 0)
        try directory.write("Content/extra.md", "# Extra\n\n## Best practices\n\n**Add this.** Body.\n")
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        // Readable by anyone, whatever the umask the checkout was made with.
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory.path + "/Content") {
            chmod(directory.path + "/Content/" + path, 0o755)
        }
        chmod(directory.path + "/Content", 0o755)
        let run = try hig(
            ["query", "audio interruption", "--content", directory.path + "/Content", "--index", folder + "/i.sqlite"],
            in: directory.path, nobodyFrom: directory.path)
        #expect(run.status == 0)
        #expect(run.error.contains("cannot be rebuilt"))
        #expect(run.output.contains("Respond smoothly to audio interruptions."))
    }

    @Test("a damaged index gets a message that says what to do, and exit 3")
    func damagedIndex() throws {
        let directory = try TemporaryDirectory()
        let index = try directory.write(
            "broken.sqlite", Data("SQLite format 3\u{0}".utf8) + Data(repeating: 0xFF, count: 4096))
        let run = try hig("query", "audio", "--index", index)
        #expect(run.status == 3)
        #expect(run.error.contains("hig: error:"))
        #expect(!run.error.contains("Fatal"))
    }

    @Test("temporary files of a killed write are removed by the next write")
    func abandonedTemporaries() throws {
        let directory = try TemporaryDirectory()
        let index = directory.path + "/i.sqlite"
        try directory.write("i.sqlite.tmp-999999", "half-written")
        #expect(try hig("ingest", "--index", index).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        // The index and its lock file, no temporary.
        #expect(Set(names) == ["i.sqlite", ".i.sqlite.lock"])
    }

    @Test("escape sequences in file names reach the terminal as visible text")
    func escapedFileNames() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Content/\u{1B}]0;pwned\u{07}evil\u{1B}[2J.json", "{\"primaryContentSections\": [")
        try directory.write("Content/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let run = try hig("ingest", in: directory.path)
        #expect(run.status == 1)
        #expect(!run.error.contains("\u{1B}"))
        #expect(!run.error.contains("\u{07}"))
        #expect(run.error.contains("\\u{1B}]0;pwned"))
    }

    @Test("a file name that is not UTF-8 is ingested and shown as \\xE9 in diagnostics and listings")
    func latin1FileName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Content/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let content = directory.path + "/Content"
        try ByteFileName.create(
            ByteFileName.latin1Cafe, in: content, "# Cafés\n\n## Best practices\n\n**Use fresh beans.** Body.\n")
        try ByteFileName.create(
            Array("bad".utf8) + [0xFF] + Array(".json".utf8), in: content, "{\"primaryContentSections\": [")
        let ingest = try hig("ingest", in: directory.path)
        #expect(ingest.status == 1)
        #expect(
            ingest.error.contains("Content/bad\\xFF.json:1:1: error: [ingest.docc-json.invalid]"), "\(ingest.error)")
        #expect(!ingest.error.contains("unreadable"))
        let pages = try hig("pages", in: directory.path)
        // The page declares no Apple address, so it is listed, and found, as an article.
        #expect(
            pages.output.contains("Cafés  caf  1 practices\n    Content/caf\\xE9.md  [article]\n"), "\(pages.output)")
        let query = try hig("query", "fresh beans", "--source-kind", "all", in: directory.path)
        #expect(query.output.contains("Content/caf\\xE9.md:5"))
        let json = try hig("pages", "--format", "json", in: directory.path).json()
        let sources = (json["pages"] as? [[String: Any]])?.flatMap { $0["sources"] as? [String] ?? [] }
        #expect(sources?.contains("Content/caf\\xE9.md") == true)
        #expect(!(pages.output + query.output + ingest.error).unicodeScalars.contains { $0.value >= 0x10FF00 })
    }

    @Test("an argument that is not UTF-8 is refused by position and bytes, never looked for as U+FFFD")
    func latin1Argument() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Content/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        // Foundation passes arguments as UTF-8, so the shell makes the byte.
        let run = try Self.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "exec \"$0\" pages --content \"$(printf 'Content\\351')\"", Self.executable.path],
            in: directory.url)
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(run.error.hasPrefix("hig: error: argument 3 is not UTF-8: Content\\xE9;"), "\(run.error)")
        #expect(!run.error.contains("\u{FFFD}"))
    }
}
