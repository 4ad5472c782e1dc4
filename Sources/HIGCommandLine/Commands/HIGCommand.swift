import ArgumentParser
import HIGIndex
import HIGKnowledgeBase

/// `hig`: Apple's Human Interface Guidelines as a knowledge base to query, browse and review against.
public struct HIGCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hig",
        abstract: "Query, browse and review against Apple's Human Interface Guidelines.",
        discussion: """
            The shipped Content/ folder is used by default; the first command builds the index by itself.
            """,
        version: HIGVersion.number,
        subcommands: [
            QueryCommand.self, ShowCommand.self, CiteCommand.self, PagesCommand.self, StatesCommand.self,
            ChecklistCommand.self, ReviewCommand.self, DiffCommand.self, FetchCommand.self, SiteCommand.self,
            IngestCommand.self,
        ])

    public init() {}

    /// Runs the command line with the exit codes scripts rely on: 0 ok, 1 input rejected,
    /// 2 usage, 3 environment.
    public static func run(arguments: [String]? = nil) -> Never {
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            Self.exit()
        } catch let error as KnowledgeBaseError {
            StandardError.write("hig: error: \(error.description)")
            Self.exit(withError: HIGExit.environment)
        } catch let error as IndexError {
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
            if code == .success {
                Self.exit(withError: error)
            }
            StandardError.write("hig: error: \(error)")
            Self.exit(withError: HIGExit.environment)
        }
    }
}
