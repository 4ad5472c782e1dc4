import Foundation
import HIGIngest
import HIGModel
import HIGTestSupport
import Testing

/// Every bad input gets a diagnostic naming the file and line; the rest still ingests.
@Suite("Bad input")
struct BadInputTests {
    private func ingestBeside(_ name: String, _ data: Data) throws -> (result: HIGIngestResult, good: Bool) {
        let directory = try TemporaryDirectory()
        try directory.write(name, data)
        try directory.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let result = HIGIngestHelpers.ingest(directory.path)
        let good = result.graph.practices.contains { $0.lead == "Use alerts sparingly." }
        return (result, good)
    }

    typealias HIGIngestResult = HIGIngest.IngestResult

    @Test(
        "each kind of bad file gets its diagnostic",
        arguments: [
            ("empty.md", Data(), "ingest.file.empty", Diagnostic.Severity.warning),
            ("image.dat", Data([0x89, 0x50, 0x4E, 0x47, 0x00, 0x00, 0x1A]), "ingest.file.binary", .warning),
            ("judgements.tsv", Data("query\tpage\n".utf8), "ingest.file.not-a-page", .note),
            ("broken.json", Data("{\"primaryContentSections\": [".utf8), "ingest.docc-json.invalid", .error),
            (
                "latin1.txt", Data("Best practices\n\nUse caf\u{E9}s.\n".utf8).replacingLatin1(),
                "ingest.file.encoding", .warning
            ),
            // UTF-32 is read when it starts with a byte order mark; without one, or with a
            // surrogate (no character in UTF-32), its NUL bytes make it binary.
            ("utf32.md", "# Alerts\n\nUse alerts.\n".data(using: .utf32LittleEndian)!, "ingest.file.binary", .warning),
            ("surrogate.md", Data([0xFF, 0xFE, 0, 0, 0x41, 0, 0, 0, 0, 0xD8, 0, 0]), "ingest.file.binary", .warning),
        ])
    func diagnosed(name: String, data: Data, id: String, severity: Diagnostic.Severity) throws {
        let (result, good) = try ingestBeside(name, data)
        let diagnostic = try #require(result.diagnostics.first { $0.id == id })
        #expect(diagnostic.severity == severity)
        #expect(diagnostic.file.hasSuffix(name))
        #expect(diagnostic.line >= 1)
        #expect(good, "the good file still ingests")
    }

    @Test("invalid UTF-8 is reported at the line where it occurs")
    func encodingLine() throws {
        var data = Data("line one\nline two\n".utf8)
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(Data("\n".utf8))
        let (result, _) = try ingestBeside("notes.txt", data)
        #expect(result.diagnostics.first { $0.id == "ingest.file.encoding" }?.line == 3)
    }

    @Test("hostile nesting and truncated markup do not crash")
    func hostileStructure() throws {
        let deepQuotes = String(repeating: ">", count: 20_000) + " deep\n"
        let deepLists = (0..<1_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
        let runTogetherLists = "# D\n\n" + String(repeating: "- ", count: 10_000) + "x\n"
        let deepHTML = "<!DOCTYPE html><html><body>" + String(repeating: "<div>", count: 50_000) + "<p><strong>Use it."
        for (name, text) in [
            ("quotes.md", deepQuotes), ("lists.md", deepLists), ("run-together.md", runTogetherLists),
            ("deep.html", deepHTML),
        ] {
            let (result, good) = try ingestBeside(name, Data(text.utf8))
            #expect(good)
            #expect(!result.hasErrors, "\(name): \(result.diagnostics.map(\.formatted))")
        }
    }

    @Test("a NUL character inside text is dropped, not stored")
    func nulInText() throws {
        let json =
            #"{"schemaVersion":{"major":0},"metadata":{"title":"Alerts"},"primaryContentSections":[{"kind":"content","content":[{"type":"heading","level":2,"text":"Best practices"},{"type":"paragraph","inlineContent":[{"type":"strong","inlineContent":[{"type":"text","text":"Use nul\u0000 bytes carefully."}]},{"type":"text","text":" Body."}]}]}]}"#
        let (result, _) = try ingestBeside("nul.json", Data(json.utf8))
        #expect(result.graph.practices.contains { $0.lead == "Use nul bytes carefully." })
    }

    @Test("a folder linked into itself is read once and reported")
    func symlinkLoop() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/loop", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: directory.path + "/loop2", withDestinationPath: ".")
        let result = HIGIngestHelpers.ingest(directory.path)
        #expect(result.graph.files.count == 1)
        #expect(result.diagnostics.filter { $0.id == "ingest.folder.loop" }.count == 2)
    }

    @Test("front matter with YAML aliases is refused without being expanded")
    func yamlAliases() throws {
        var yaml = "---\na: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n"
        for level in 1...9 {
            yaml +=
                "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"),*\(level == 1 ? "a" : "l\(level - 1)")]\n"
        }
        yaml += "---\n\n# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n"
        let (result, good) = try ingestBeside("bomb.md", Data(yaml.utf8))
        #expect(result.diagnostics.contains { $0.id == "ingest.front-matter.refused" && $0.file.hasSuffix("bomb.md") })
        #expect(good)
    }

    @Test("a file with nothing to read is reported")
    func noContent() throws {
        let (result, good) = try ingestBeside("only-front-matter.md", Data("---\ntitle: x\n---\n".utf8))
        #expect(
            result.diagnostics.contains {
                $0.id == "ingest.file.no-content" && $0.file.hasSuffix("only-front-matter.md")
            })
        #expect(good)
    }

    @Test("a path that does not exist is an error, and the others still ingest")
    func missingPath() throws {
        let directory = try TemporaryDirectory()
        try directory.write("good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let result = HIGIngestHelpers.ingest(directory.path, directory.path + "/nope")
        #expect(result.diagnostics.contains { $0.id == "ingest.path.missing" && $0.severity == .error })
        #expect(result.graph.practices.count == 1)
    }
}

extension Data {
    /// The same text with é as a Latin-1 byte: not UTF-8.
    fileprivate func replacingLatin1() -> Data {
        let text = String(decoding: self, as: UTF8.self)
        return text.data(using: .isoLatin1) ?? self
    }
}
