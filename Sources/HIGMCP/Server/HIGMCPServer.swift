import Foundation
import HIGKnowledgeBase
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `hig mcp`: the guidelines served to coding agents over the Model Context Protocol on
/// standard input and output. Standard output carries nothing but the protocol; logs go to
/// standard error.
package enum HIGMCPServer {
    /// How long answers already under way may take to be written once standard input closes.
    static let drainTimeout: Duration = .seconds(30)

    static let instructions = """
        Apple's Human Interface Guidelines as practices with stable IDs. Use search_guidelines to check a \
        screen or behaviour against the HIG (filters: platform, lifecycle state, presentation style, page, \
        strength), lifecycle for the practices about a moment such as sceneDidEnterBackground, get_guideline \
        and get_page for detail, cite for a Markdown citation and checklist for a review list to put in a \
        pull request. Quote practices with their ID.
        """

    /// Serves until standard input closes, then returns. Blocks the calling thread, which must
    /// not be one of the concurrency runtime's.
    /// - Parameter logLevel: a `Logger.Level` name (trace … critical); anything else is notice.
    package static func serve(content: String?, index: String?, logLevel: String) throws {
        let logger = Self.logger(level: Logger.Level(rawValue: logLevel) ?? .notice)
        let location = try ServerLocation.resolve(content: content, index: index)
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                try await run(location: location, logger: logger)
            } catch {
                outcome.error = error
            }
            done.signal()
        }
        done.wait()
        if let error = outcome.error { throw error }
    }

    /// The server on any transport: stdio in `serve`, another one in tests.
    package static func makeServer(library: GuidelineLibrary) async -> Server {
        let server = Server(
            name: "hig", version: HIGVersion.number, title: "Apple Human Interface Guidelines",
            instructions: instructions,
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
        let tools = GuidelineTools(library: library)
        let resources = GuidelineResources(library: library)
        await server.withMethodHandler(ListTools.self) { _ in ListTools.Result(tools: GuidelineTools.definitions) }
        await server.withMethodHandler(CallTool.self) { params in
            try await tools.call(params.name, arguments: params.arguments)
        }
        await server.withMethodHandler(ListResources.self) { params in try await resources.list(cursor: params.cursor) }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in
            ListResourceTemplates.Result(templates: GuidelineResources.templates)
        }
        await server.withMethodHandler(ReadResource.self) { params in try await resources.read(uri: params.uri) }
        return server
    }

    private static func run(location: IndexLocation, logger: Logger) async throws {
        // A client that goes away while an answer is written must end the write, not the process.
        signal(SIGPIPE, SIG_IGN)
        let library = GuidelineLibrary(location: location, logger: logger)
        let server = await makeServer(library: library)
        let transport = StdioLineTransport(
            toolCalls: ToolCallLane(tools: GuidelineTools(library: library)), logger: logger)
        logger.info("serving \(location.index) over stdio")
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        let deadline = ContinuousClock.now + drainTimeout
        while await transport.unanswered > 0, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        await server.stop()
        logger.info("standard input closed; stopped")
    }

    /// Logs on standard error, which is free: standard output carries only the protocol.
    package static func logger(level: Logger.Level) -> Logger {
        var logger = Logger(label: "hig.mcp", factory: { StreamLogHandler.standardError(label: $0) })
        logger.logLevel = level
        return logger
    }

    /// The error the serving task ended with, handed to the waiting thread.
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
}
