import ArgumentParser
import Foundation
import HIGKnowledgeBase

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hig mcp` runs `hig-mcp`, built beside `hig`, in its place: the server is an executable of its
/// own so that the MCP SDK's libraries do not slow the start of every other command.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the guidelines to coding agents over the Model Context Protocol (stdio).",
        discussion: """
            Runs hig-mcp, built beside hig, with the same arguments (see 'hig-mcp --help').
            Example: claude mcp add hig -- hig mcp
            """)

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("Arguments for hig-mcp.", valueName: "argument"))
    var arguments: [String] = []

    static let serverName = "hig-mcp"

    func run() throws {
        let server = Self.serverPath()
        guard FileManager.default.isExecutableFile(atPath: server) else {
            guard FileManager.default.fileExists(atPath: server) else {
                throw KnowledgeBaseError(
                    "\(server) is missing: build it beside hig with 'swift build -c release --static-swift-stdlib', or run hig-mcp directly"
                )
            }
            throw KnowledgeBaseError(
                "\(server) is not executable: make it so with 'chmod +x \(server)', or build it again beside hig")
        }
        let argv = [server] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        execv(server, &cArguments)
        throw KnowledgeBaseError("cannot run \(server): \(String(cString: strerror(errno)))")
    }

    private static func serverPath() -> String {
        let running =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        return ((running as NSString).deletingLastPathComponent as NSString).appendingPathComponent(serverName)
    }
}
