import ArgumentParser
import HIGMCP

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the guidelines to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Speaks MCP on standard input and output until standard input closes; logs go to standard error.
            Tools: search_guidelines, get_guideline, get_page, lifecycle, checklist, cite, list_pages.
            Resources: hig://page/{id} and hig://practice/{id} (Markdown).
            Without --content or --index the Content/ folder the executable was built beside is used,
            then the nearest Content/ upward from the current directory.
            Example: claude mcp add hig -- hig mcp
            """)

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Log level on standard error: trace, debug, info, notice, warning, error.")
    var logLevel: LogLevel = .notice

    func run() throws {
        try HIGMCPServer.serve(content: location.content, index: location.index, logLevel: logLevel.rawValue)
    }
}

enum LogLevel: String, ExpressibleByArgument, CaseIterable {
    case trace, debug, info, notice, warning, error
}
