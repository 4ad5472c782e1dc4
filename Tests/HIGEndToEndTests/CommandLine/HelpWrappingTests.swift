import Foundation
import HIGTestSupport
import Testing

/// A command's discussion is written as paragraphs that ArgumentParser wraps to the terminal:
/// a line broken by hand ends mid-sentence on a wide terminal and raggedly on a narrow one.
@Suite("--help discussions wrap by themselves", .tags(.subprocess))
struct HelpWrappingTests {
    /// Wider than any discussion paragraph, so every line ends where its author ended it.
    static let environment = ["COLUMNS": "2000"]

    /// The discussion's own lines: after the overview, up to USAGE, but the indented examples.
    static func discussionLines(_ help: String) -> [Substring] {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let body = lines.drop { !$0.hasPrefix("OVERVIEW:") }.dropFirst().prefix { !$0.hasPrefix("USAGE:") }
        return body.filter { !$0.isEmpty && !$0.hasPrefix(" ") }
    }

    @Test("no discussion line of hig, its subcommands or hig-mcp ends mid-sentence")
    func everyDiscussionEndsItsSentences() throws {
        let goldens = try FileManager.default.contentsOfDirectory(atPath: HelpGoldenTests.folder.path)
        var checked = 0
        for golden in goldens.sorted() {
            let name = golden.replacingOccurrences(of: ".txt", with: "")
            let words = name.split(separator: "_").map(String.init)
            let executable = words[0] == "hig-mcp" ? HelpGoldenTests.server : CommandLineTests.executable
            let run = try CommandLineTests.Started(
                Array(words.dropFirst()) + ["--help"], in: TestContent.packageRoot.path,
                environment: Self.environment, executable: executable
            ).finish()
            #expect(run.status == 0, "\(name)")
            for line in Self.discussionLines(run.output) {
                checked += 1
                #expect(
                    line.last.map { ".:)".contains($0) } == true, "\(name): a line ends mid-sentence: \(line)")
            }
        }
        #expect(checked > 10)
    }
}
