import Foundation
import GRDB
import HIGIngest
import HIGTestSupport
import Testing

extension CommandLineTests {
    /// An index of the sandbox's content in a folder of its own, at `name` in it.
    func ingestedIndex(_ name: String) throws -> (TemporaryDirectory, index: String) {
        let directory = try TemporaryDirectory()
        let index = directory.path + "/" + name
        #expect(try hig("ingest", "--index", index).status == 0)
        return (directory, index)
    }

    @Test("a damaged full-text table is reported with the index's name and the next step")
    func damagedSearchTable() throws {
        let (folder, index) = try ingestedIndex("i.sqlite")
        defer { withExtendedLifetime(folder) {} }
        try DatabaseQueue(path: index).write { db in try db.execute(sql: "DROP TABLE practice_search_config") }
        let run = try hig("query", "audio", "--index", index)
        #expect(run.status == 3)
        #expect(run.error.contains("i.sqlite is damaged"), "\(run.error)")
        #expect(run.error.contains("delete it, and the next command rebuilds it"))
    }

    @Test("line feeds and bidi overrides in file names are shown escaped: no forged diagnostic line")
    func forgedDiagnosticLines() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            "Content/x\nContent/fake.md:1:1: error: forged\u{202E}dm.json", "{\"primaryContentSections\": [")
        try directory.write("Content/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let run = try hig("ingest", in: directory.path)
        let lines = run.error.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("Content/fake.md") }, "\(run.error)")
        #expect(run.error.contains("x\\u{A}Content/fake.md"))
        #expect(run.error.contains("\\u{202E}"))
        #expect(!run.error.contains("\u{202E}"))
    }

    @Test("a UTF-32 page is read")
    func utf32Page() throws {
        let text = "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n"
        for (name, encoding, mark) in [
            ("le.md", String.Encoding.utf32LittleEndian, [UInt8]([0xFF, 0xFE, 0, 0])),
            ("be.md", .utf32BigEndian, [0, 0, 0xFE, 0xFF]),
        ] {
            let data = Data(mark) + (try #require(text.data(using: encoding)))
            let summary = PageReading.read(data, name: name)
            #expect(summary.practices == 1, "\(name)")
            #expect(summary.title == "Alerts")
        }
    }
}

extension CommandLineTests {
    @Test("20,000 arguments other than query words are refused before they are parsed, with a usage error")
    func tooManyArguments() throws {
        let words = Array(repeating: "word", count: 20_000)
        let filters = Array(repeating: ["--source", "x"], count: 2_100).flatMap { $0 }
        for arguments in [words + ["--version"], ["query", "audio"] + filters, ["ingest"] + words] {
            let run = try hig(arguments)
            #expect(run.status == 2)
            #expect(run.error.contains("arguments is over the limit of 4096"))
        }
    }

    @Test("20,000 query words are one query, parsed in linear time")
    func manyQueryWords() throws {
        let words = ["audio"] + Array(repeating: "interruption", count: 19_999)
        // The index is built (when it is not yet) outside the time measured.
        #expect(try hig("query", "audio", "--limit", "1").status == 0)
        let started = ContinuousClock.now
        let run = try hig(["query"] + words + ["--limit", "1"])
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        #expect(ContinuousClock.now - started < .seconds(10))
    }

    @Test("query words around options and flags mean what one quoted query does")
    func wordsAroundOptions() throws {
        let split = try hig(
            "query", "respond", "--platform", "ipados", "smoothly", "--explain", "audio", "interruptions", "--format",
            "json")
        let quoted = try hig(
            "query", "respond smoothly audio interruptions", "--platform", "ipados", "--explain", "--format", "json")
        #expect(split.status == 0)
        #expect(try split.json()["query"] as? String == "respond smoothly audio interruptions")
        #expect(split.output == quoted.output)
        let afterDashes = try hig("query", "--format", "json", "--", "audio", "--interruption")
        #expect(try afterDashes.json()["query"] as? String == "audio --interruption")
    }
}
