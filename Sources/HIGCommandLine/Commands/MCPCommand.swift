import ArgumentParser

/// `hig mcp` runs `hig-mcp`, built beside `hig`, in its place: the server is an executable of its
/// own so that the MCP SDK's libraries do not slow the start of every other command.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the guidelines to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Runs hig-mcp, built beside hig, with the same arguments (see 'hig-mcp --help').
            Example:
              claude mcp add hig -- hig mcp
            """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Arguments for hig-mcp.", valueName: "argument"))
    var arguments: [String] = []

    func run() throws {
        try SiblingExecutable(name: "hig-mcp").replaceProcess(arguments: arguments)
    }
}
