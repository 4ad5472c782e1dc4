import ArgumentParser
import HIGKnowledgeBase
import HIGModel

/// `hig`: Apple's Human Interface Guidelines as a knowledge base to query, browse and review against.
package struct HIGCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "hig",
        abstract: "Query, browse and review against Apple's Human Interface Guidelines.",
        discussion: """
            The shipped Content/ folder is used by default; the first command builds the index by itself.
            """,
        version: HIGVersion.number,
        // Each command without subcommands of its own names `hig` as its super-command, so that it
        // can be parsed alone (`DirectSubcommandParse`); a test holds every one to it.
        subcommands: [
            QueryCommand.self, ShowCommand.self, CiteCommand.self, PagesCommand.self, StatesCommand.self,
            ChecklistCommand.self, ReviewCommand.self, DiffCommand.self, FetchCommand.self, SiteCommand.self,
            IngestCommand.self, MCPCommand.self,
        ])

    package init() {}

    /// More arguments than any command needs: a filter repeated two thousand times. The words of
    /// a query are joined first (`QueryWords`), so they count once a run.
    static let maximumArguments = 4096

    /// Runs the command line with the exit codes scripts rely on: 0 ok, 1 input rejected,
    /// 2 usage, 3 environment.
    package static func run(arguments: [String]? = nil) -> Never {
        StandardOutput.ignoreBrokenPipeSignal()
        let arguments = QueryWords.joined(arguments ?? systemArguments())
        // The argument parser's time grows with the square of the number of arguments: past the
        // limit (query words count once a run) the command line is refused before it is parsed.
        guard arguments.count <= maximumArguments else {
            StandardError.write(
                "hig: error: \(arguments.count) arguments is over the limit of \(maximumArguments); use fewer filters, or name a folder rather than its files"
            )
            Self.exit(withError: HIGExit.usage)
        }
        if let message = SubcommandSuggestion.message(for: arguments, root: configuration) {
            StandardError.write("hig: error: \(message)")
            Self.exit(withError: HIGExit.usage)
        }
        // The version is the root's own answer: printed as the parser prints it, without the parser.
        if arguments == ["--version"] { writeAnswer(configuration.version) }
        do {
            var command =
                try DirectSubcommandParse.command(for: arguments, among: configuration.subcommands)
                ?? parseAsRoot(arguments)
            try KnowledgeBase.checkEnvironment()
            try command.run()
            Self.exit()
        } catch let error as any EnvironmentFailure {
            StandardError.write("hig: error: \(error.description)" + (error.remedy.map(Self.advice) ?? ""))
            Self.exit(withError: HIGExit.environment)
        } catch OutputFailure.readerGone {
            // `hig … | head`: the reader has what it wanted; the status a shell gives a
            // process ended by SIGPIPE, and no message.
            Self.exit(withError: HIGExit.readerGone)
        } catch let error as OutputFailure {
            StandardError.write("hig: error: \(error.description)")
            Self.exit(withError: HIGExit.environment)
        } catch let error as ExitCode {
            Self.exit(withError: error)
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                StandardError.write(fullMessage(for: error))
                Self.exit(withError: HIGExit.usage)
            }
            if code == .success { writeAnswer(fullMessage(for: error)) }
            StandardError.write("hig: error: \(error)")
            Self.exit(withError: HIGExit.environment)
        }
    }

    /// Help, the version or a completion script, written like any other output so a failure shows.
    private static func writeAnswer(_ text: String) -> Never {
        do {
            try StandardOutput.line(text)
        } catch OutputFailure.readerGone {
            Self.exit(withError: HIGExit.readerGone)
        } catch {
            StandardError.write("hig: error: \(error)")
            Self.exit(withError: HIGExit.environment)
        }
        Self.exit()
    }

    /// The process's arguments; one that is not UTF-8 ends the run with a usage error.
    private static func systemArguments() -> [String] {
        switch SystemArguments.utf8() {
        case .success(let arguments):
            return arguments
        case .failure(let refused):
            StandardError.write(
                "hig: error: argument \(refused.position) is not UTF-8: \(Terminal.oneLine(refused.argument)); "
                    + "hig reads its arguments as UTF-8 (a file or folder so named can be reached through a link with a UTF-8 name)"
            )
            Self.exit(withError: HIGExit.usage)
        }
    }

    /// What to do about a failure, after its message.
    static func advice(_ remedy: EnvironmentRemedy) -> String {
        switch remedy {
        case .writableIndex: "; pass --index FILE in a writable folder"
        }
    }
}
