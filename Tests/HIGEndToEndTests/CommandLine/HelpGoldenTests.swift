import Foundation
import HIGTestSupport
import Testing

/// Every command's `--help` against a reviewed golden file under Snapshots/help, at a fixed width
/// so the wrapping does not follow the terminal: a changed option, default or discussion shows
/// as a diff. A golden is named by the command line, words joined by `_` (`hig_review_report.txt`).
@Suite("Golden --help", .tags(.subprocess))
struct HelpGoldenTests {
    static let environment = ["COLUMNS": "100"]
    static let folder = Snapshot.folder.appendingPathComponent("help")

    /// `hig-mcp`, which `hig mcp` runs with its arguments, is built beside `hig`.
    static let server = CommandLineTests.executable.deletingLastPathComponent().appendingPathComponent("hig-mcp")

    private func help(_ executable: URL, _ arguments: [String]) throws -> String {
        let run = try CommandLineTests.Started(
            arguments + ["--help"], in: TestContent.packageRoot.path, environment: Self.environment,
            executable: executable
        ).finish()
        #expect(run.status == 0, "\(arguments)")
        #expect(run.error.isEmpty, "\(arguments): \(run.error)")
        return run.output
    }

    /// The names under SUBCOMMANDS: each at the indent of an entry, its wrapped description deeper.
    static func subcommands(in help: String) -> [String] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.dropFirst(2).split(separator: " ").first.map(String.init)
        }
    }

    @Test("hig, every subcommand it lists and hig-mcp match their golden help")
    func everyCommand() throws {
        var written: [String] = []
        var pending: [[String]] = [[]]
        while !pending.isEmpty {
            let arguments = pending.removeFirst()
            let text = try help(CommandLineTests.executable, arguments)
            let name = (["hig"] + arguments).joined(separator: "_") + ".txt"
            try Snapshot.assertMatches(text, named: "help/" + name)
            written.append(name)
            pending += Self.subcommands(in: text).map { arguments + [$0] }
        }
        #expect(written.contains("hig_review_report.txt"), "subcommands of subcommands are found")
        try #require(FileManager.default.isExecutableFile(atPath: Self.server.path))
        try Snapshot.assertMatches(try help(Self.server, []), named: "help/hig-mcp.txt")
        written.append("hig-mcp.txt")
        let goldens = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(goldens).subtracting(written).sorted() == [], "golden help of no command: remove it")
    }
}
