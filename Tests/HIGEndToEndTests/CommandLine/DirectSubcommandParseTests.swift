import ArgumentParser
import Foundation
import HIGKnowledgeBase
import HIGTestSupport
import Testing

@testable import HIGCommandLine

/// A command line parsed by its subcommand alone must give the command the whole tree gives, and
/// leave to the tree whatever the root answers (help, the version, completion) or refuses.
@Suite("a subcommand parsed alone")
struct DirectSubcommandParseTests {
    static let subcommands = HIGCommand.configuration.subcommands

    /// The decoded command, every option and argument with its value, as text to compare.
    static func described(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }

    @Test("every command without subcommands of its own runs under hig, so it parses alone")
    func leavesNameTheirRoot() {
        let leaves = Self.subcommands.filter { $0.configuration.subcommands.isEmpty }
        #expect(leaves.count >= 10)
        for leaf in leaves {
            #expect(leaf.configuration._superCommandName == "hig", "\(leaf.configuration.commandName ?? "")")
        }
    }

    @Test("the description compared holds the values parsed")
    func descriptionHoldsValues() throws {
        let three = try HIGCommand.parseAsRoot(["query", "audio", "--limit", "3"])
        let four = try HIGCommand.parseAsRoot(["query", "audio", "--limit", "4"])
        #expect(Self.described(three) != Self.described(four))
    }

    @Test(
        "parsed alone, a command line gives the command the whole tree gives",
        arguments: [
            ["query", "audio interruption"],
            ["query", "save state", "--state", "background", "--platform", "ipados", "--limit", "3"],
            ["query", "오디오 중단", "--format", "json", "--lang", "ko", "--explain"],
            ["query", "--limit", "5", "--", "--not-an-option"],
            ["show", "multitasking/respond-smoothly-to-audio-interruptions"],
            ["cite", "multitasking/respond-smoothly-to-audio-interruptions", "--content", "Content"],
            ["pages", "--flat"], ["states"],
            ["checklist", "audio", "--format", "csv", "--output", "list.csv"],
            ["diff", "old", "new"], ["ingest", "Content"], ["site", "--output", "out"],
            ["mcp", "--content", "Content"],
        ])
    func sameCommand(arguments: [String]) throws {
        let direct = try #require(
            DirectSubcommandParse.command(for: arguments, among: Self.subcommands), "\(arguments)")
        let whole = try HIGCommand.parseAsRoot(arguments)
        #expect(ObjectIdentifier(type(of: direct)) == ObjectIdentifier(type(of: whole)))
        #expect(Self.described(direct) == Self.described(whole))
    }

    @Test(
        "help, the version, completion, refusals and nested commands go to the whole tree",
        arguments: [
            ["--version"], ["query", "x", "--version"], ["mcp", "--version"], ["query", "--help"],
            ["query", "-h"], ["help", "query"], ["query", "help"], ["query", "--generate-completion-script", "bash"],
            ["query", "--generate-completion-script=zsh"], ["---completion", "query", "--", "--state", "0", "0"],
            ["query", "--experimental-dump-help"], ["query", "--limit", "0", "x"], ["query", "--bogus", "x"],
            ["query"], ["qeury", "x"], ["review", "report", "review.md"], [],
        ])
    func wholeTree(arguments: [String]) {
        #expect(DirectSubcommandParse.command(for: arguments, among: Self.subcommands) == nil, "\(arguments)")
    }
}

/// The same answers from the process as the parser gave before any command was parsed alone.
@Suite("hig's root answers, end to end", .tags(.subprocess))
struct RootAnswerTests {
    let commandLine = CommandLineTests()

    @Test("--version, alone or after a command, prints hig's version; hig mcp --version too")
    func version() throws {
        for arguments in [["--version"], ["query", "audio", "--version"], ["mcp", "--version"]] {
            let run = try commandLine.hig(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.output == HIGVersion.number + "\n", "\(arguments)")
            #expect(run.error.isEmpty, "\(arguments)")
        }
    }

    @Test("a completion script asked for after a command is the root's")
    func completionAfterCommand() throws {
        let root = try commandLine.hig("--generate-completion-script", "bash")
        let afterQuery = try commandLine.hig("query", "--generate-completion-script", "bash")
        #expect(root.status == 0 && afterQuery.status == 0)
        #expect(root.output.contains("_hig()"))
        #expect(afterQuery.output == root.output)
    }

    @Test("help and refusals name the command under hig, with the usage exit code")
    func helpAndRefusals() throws {
        let help = try commandLine.hig("query", "--help")
        #expect(help.status == 0)
        #expect(help.output.contains("USAGE: hig query "))
        let refused = try commandLine.hig("query", "--limit", "0", "audio")
        #expect(refused.status == 2)
        #expect(refused.error.contains("--limit must be a positive whole number"))
        #expect(refused.error.contains("hig query"))
        let unknown = try commandLine.hig("query", "--bogus", "audio")
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("Unknown option '--bogus'"))
        #expect(unknown.error.contains("See 'hig query --help' for more information."))
    }
}
