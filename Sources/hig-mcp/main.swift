import ArgumentParser
import Foundation
import HIGKnowledgeBase
import HIGMCP

/// `hig-mcp`, which `hig mcp` runs: the MCP server as an executable of its own.
struct HIGMCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hig-mcp",
        abstract: "Serve the guidelines to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Speaks MCP on standard input and output until standard input closes; logs go to standard error.
            Tools: search_guidelines, get_guideline, get_page, lifecycle, checklist, cite, list_pages.
            Resources: hig://page/{id}, hig://page/{id}.md and hig://practice/{id} (Markdown).
            Without --content or --index, the Content/ folder the executable was built beside is used, then \
            the nearest Content/ upward from the current directory.
            Example:
              claude mcp add hig -- hig mcp
            """,
        version: HIGVersion.number)

    @Option(name: .long, help: ArgumentHelp("The content folder to use instead of Content/.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The index file to use instead of .hig/index.sqlite.", valueName: "file"))
    var index: String?

    @Option(name: .long, help: "Log level on standard error: trace, debug, info, notice, warning, error.")
    var logLevel: LogLevel = .notice

    enum LogLevel: String, ExpressibleByArgument, CaseIterable {
        case trace, debug, info, notice, warning, error
    }

    func run() throws {
        do {
            try KnowledgeBase.checkEnvironment()
            try HIGMCPServer.serve(content: content, index: index, logLevel: logLevel.rawValue)
        } catch let error as KnowledgeBaseError {
            FileHandle.standardError.write(Data("hig-mcp: error: \(error.description)\n".utf8))
            // The command line's exit code for a broken environment.
            throw ExitCode(3)
        }
    }
}

// Usage errors exit with 2, as hig's do.
do {
    var command = try HIGMCPCommand.parseAsRoot()
    try command.run()
} catch {
    if HIGMCPCommand.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((HIGMCPCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    HIGMCPCommand.exit(withError: error)
}
