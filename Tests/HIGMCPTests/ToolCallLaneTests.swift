import Foundation
import MCP
import Testing

@testable import HIGMCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `tools/call` and `tools/list` answered beside the SDK must read, byte for byte, as the SDK's
/// server answers them.
@Suite("Tool requests answered beside the SDK")
struct ToolCallLaneTests {
    private static let logger = HIGMCPServer.logger(level: .critical)

    static let calls = [
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"audio interruption","limit":3}}}"#,
        #"{"jsonrpc":"2.0","id":"eight","method":"tools/call","params":{"name":"get_guideline","arguments":{"id":"multitasking/respond-smoothly-to-audio-interruptions"}}}"#,
        #"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"search_guidelines","arguments":{"query":"audio","platform":"toaster"}}}"#,
        #"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"name":"delete_everything","arguments":{}}}"#,
        #"{"jsonrpc":"2.0","id":11,"method":"tools/list"}"#,
        #"{"jsonrpc":"2.0","id":12,"method":"tools/list","params":{"cursor":"x"}}"#,
    ]

    /// The answer lines to `requests`, from a transport on pipes: with the lane, or with the
    /// SDK's server reading everything.
    private static func answers(to requests: [String], content: SmallContent, lane: Bool) async throws -> [Data] {
        let (input, output) = (try OSPipe(), try OSPipe())
        let toolCalls = lane ? ToolCallLane(tools: content.tools) : nil
        let transport = StdioLineTransport(
            input: input.readEnd, output: output.writeEnd, toolCalls: toolCalls, logger: Self.logger)
        let server = await HIGMCPServer.makeServer(library: content.library)
        // The SDK reads whatever the lane leaves; with the lane, nothing here.
        try await server.start(transport: transport)
        let lines = output.readLines()
        var written: [Data] = []
        // One at a time, so the answers come in the order asked.
        for request in requests {
            input.send(request + "\n")
            written += await lines.wait(for: written.count + 1, seconds: 600).dropFirst(written.count)
        }
        close(input.writeEnd)
        await server.waitUntilCompleted()
        await server.stop()
        close(output.writeEnd)
        close(input.readEnd)
        close(output.readEnd)
        return written
    }

    @Test("results, tool errors, an unknown tool's protocol error and the tool list are the SDK's bytes")
    func sameBytesAsTheSDK() async throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        // Builds the index, so that both runs read the same one.
        _ = try await content.tools.call("list_pages", arguments: [:])
        let expected = try await Self.answers(to: Self.calls, content: content, lane: false)
        let answered = try await Self.answers(to: Self.calls, content: content, lane: true)
        #expect(expected.count == Self.calls.count)
        #expect(answered.count == expected.count)
        for (mine, theirs) in zip(answered, expected) {
            #expect(mine == theirs, "\(String(decoding: mine.prefix(300), as: UTF8.self))")
        }
    }

    @Test("only single tool requests are taken; other lines are left to the SDK")
    func takesOnlyToolCalls() throws {
        let content = try SmallContent()
        defer { withExtendedLifetime(content) {} }
        let lane = ToolCallLane(tools: content.tools)
        let queue = AnswerQueue(output: -1, limits: .standard)
        let others = [
            #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#,
            #"{"jsonrpc":"2.0","id":2,"method":"resources/list"}"#,
            "[" + Self.calls[0] + "]",
            #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":7}}"#,
        ]
        for line in others {
            #expect(!lane.take(Data(line.utf8), answers: queue), "\(line)")
        }
    }
}
