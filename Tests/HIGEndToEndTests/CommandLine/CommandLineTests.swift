import Foundation
import HIGTestSupport
import Testing

/// The `hig` executable end to end: JSON contract, exit codes, automatic indexing.
@Suite("hig command line", .serialized, .tags(.subprocess))
struct CommandLineTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String

        func json() throws -> [String: Any] {
            try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        }
    }

    static let executable: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0])
        var directory = bundle.deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("hig").path),
            directory.path != "/"
        {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("hig")
    }()

    /// A private copy of the content, so tests never touch the package's own index.
    static let sandbox: TemporaryDirectory = {
        let directory = try! TemporaryDirectory()
        try! FileManager.default.copyItem(
            at: TestContent.contentDirectory, to: directory.url.appendingPathComponent("Content"))
        return directory
    }()

    static let setpriv = "/usr/bin/setpriv"

    func hig(_ arguments: String..., in directory: String = CommandLineTests.sandbox.path) throws -> Run {
        try hig(arguments, in: directory)
    }

    /// `nobodyFrom`: as root, the tool runs as `nobody` (through util-linux's setpriv), so that
    /// file permissions hold for it as they do for a user. It runs from a copy in that folder,
    /// since the build folder may lie where nobody cannot reach (under /root).
    func hig(_ arguments: [String], in directory: String = CommandLineTests.sandbox.path, nobodyFrom: String? = nil)
        throws -> Run
    {
        let process = Process()
        if let folder = nobodyFrom, getuid() == 0 {
            let copy = folder + "/hig"
            if !FileManager.default.fileExists(atPath: copy) {
                try FileManager.default.copyItem(atPath: Self.executable.path, toPath: copy)
                chmod(copy, 0o755)
            }
            process.executableURL = URL(fileURLWithPath: Self.setpriv)
            process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", copy] + arguments
        } else {
            process.executableURL = Self.executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return Self.finish(process, output: output, error: error)
    }

    /// Runs `executable` with `arguments` from `directory` and reads what it writes.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        return finish(process, output: output, error: error)
    }

    /// Reads what a started process writes until it exits.
    static func finish(_ process: Process, output: Pipe, error: Pipe) -> Run {
        let errorDrain = PipeDrain(error.fileHandleForReading)
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errorDrain.wait()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    @Test("the first query builds the index by itself and answers")
    func firstQuery() throws {
        let run = try hig("query", "audio interruption", "--limit", "3")
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("1. Respond smoothly to audio interruptions."))
        #expect(run.output.contains("오디오 중단에 부드럽게 대응합니다."))
        #expect(run.output.contains("Content/text/Multitasking.txt:27"))
    }

    @Test("ingest --format json keeps its contract")
    func ingestJSON() throws {
        let run = try hig("ingest", "--format", "json")
        #expect(run.status == 0)
        let json = try run.json()
        for key in ["files", "pages", "practices", "translations", "states", "transitions", "styles", "references"] {
            #expect(json[key] is Int, "\(key)")
        }
        #expect(
            (json["diagnostics"] as? [[String: Any]])?.allSatisfy {
                Set($0.keys).isSuperset(of: ["file", "line", "severity", "id", "message"])
            } == true)
    }

    @Test("ingest --index FILE reads the Content folder it finds")
    func ingestIntoNamedIndex() throws {
        let directory = try TemporaryDirectory()
        let run = try hig("ingest", "--index", directory.path + "/named.sqlite")
        #expect(run.status == 0)
        #expect(FileManager.default.fileExists(atPath: directory.path + "/named.sqlite"))
        let query = try hig("query", "audio interruption", "--index", directory.path + "/named.sqlite", "--limit", "1")
        #expect(query.output.hasPrefix("1. Respond smoothly to audio interruptions."))
    }

    @Test("query --format json: results carry every practice field, ko is null when unknown")
    func queryJSON() throws {
        let json = try hig("query", "Reduce memory usage", "--format", "json", "--platform", "ios").json()
        #expect(json["query"] as? String == "Reduce memory usage")
        #expect((json["filters"] as? [String: Any])?["platforms"] as? [String] == ["ios"])
        let first = try #require((json["results"] as? [[String: Any]])?.first)
        for key in [
            "kind", "score", "id", "lead", "body", "ko", "page", "section", "strength", "platforms", "states", "styles",
            "references", "sources",
        ] {
            #expect(first.keys.contains(key), "\(key)")
        }
        #expect(first["ko"] is NSNull)
    }

    @Test("show, cite, pages and states")
    func browsing() throws {
        let page = try hig("show", "multitasking", "--format", "json").json()
        #expect((page["page"] as? [String: Any])?["title"] as? String == "Multitasking")
        let multitasking = try #require(TestContent.whole.graph.page(id: "multitasking"))
        #expect((page["practices"] as? [Any])?.count == multitasking.practices.count)
        let cite = try hig("cite", "multitasking/respond-smoothly-to-audio-interruptions")
        #expect(cite.output.hasPrefix("> **Respond smoothly to audio interruptions.**"))
        let pages = try hig("pages", "--format", "json").json()
        #expect((pages["pages"] as? [[String: Any]])?.contains { $0["id"] as? String == "playing-audio" } == true)
        let states = try hig("states", "--format", "json").json()
        #expect((states["machines"] as? [[String: Any]])?.count == 2)
        let dot = try hig("states", "--format", "dot")
        #expect(dot.output.hasPrefix("digraph lifecycle {"))
    }

    @Test("usage errors: an empty query, an unknown page")
    func usageErrors() throws {
        #expect(try hig("query").status == 2)
        #expect(try hig("query", "  ").status == 2)
        let page = try hig("query", "x", "--page", "%")
        #expect(page.status == 2)
        #expect(page.error.contains("unknown page '%'"))
        #expect(try hig("query", "sheet", "--page", "Sheets", "--limit", "1").status == 0)
    }

    @Test("a file that is not an index is never overwritten; missing content is an environment error")
    func protectsOtherFiles() throws {
        let directory = try TemporaryDirectory()
        let victim = try directory.write("notes.txt", "keep me")
        let run = try hig("query", "audio", "--content", "Content", "--index", victim)
        #expect(run.status == 3)
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep me")
        #expect(try hig("query", "audio", "--content", directory.path + "/nope").status == 3)
    }

    @Test("exit codes: 2 for usage, 3 for a broken environment, 1 for rejected input")
    func exitCodes() throws {
        #expect(try hig("query", "x", "--state", "sleeping").status == 2)
        #expect(try hig("show", "no/such-practice").status == 2)
        #expect(try hig("frobnicate").status == 2)
        let empty = try TemporaryDirectory()
        let noContent = try hig("query", "audio", in: empty.path)
        #expect(noContent.status == 3)
        #expect(noContent.error.contains("no Content folder"))
        try empty.write("Content/broken.json", "{\"primaryContentSections\": [")
        try empty.write("Content/good.md", "# Alerts\n\n## Best practices\n\n**Use alerts sparingly.** Body.\n")
        let rejected = try hig("ingest", in: empty.path)
        #expect(rejected.status == 1)
        #expect(rejected.error.contains("Content/broken.json:1:1: error: [ingest.docc-json.invalid]"))
        // good.md declares no Apple address, so its guidance is an article's, shown on request.
        #expect(
            try hig("query", "alerts", "--source-kind", "all", in: empty.path).output.contains("Use alerts sparingly."))
    }
}
