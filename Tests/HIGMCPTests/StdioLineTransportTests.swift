import Foundation
import Logging
import Testing

@testable import HIGMCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The transport on two pipes: the test writes the client's requests into one and reads (or does
/// not read) the answers from the other.
@Suite("Standard input and output as the server's transport")
struct StdioLineTransportTests {
    private static let logger = HIGMCPServer.logger(level: .critical)

    private static func ping(_ id: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"# + "\n"
    }

    /// An answer to `message` padded to `bytes`, as big answers such as checklists are.
    private static func answer(to message: Data, bytes: Int) -> Data {
        let id = (try? JSONSerialization.jsonObject(with: message) as? [String: Any])?["id"] as? Int ?? -1
        let padding = String(repeating: "x", count: bytes)
        return Data(#"{"jsonrpc":"2.0","id":\#(id),"result":{"padding":"\#(padding)"}}"#.utf8)
    }

    /// Answers every request on a task of its own, as the SDK's server does.
    private static func serve(_ transport: StdioLineTransport, answerBytes: Int) -> Task<Int, any Error> {
        Task {
            var received = 0
            for try await message in transport.receive() {
                received += 1
                Task { try? await transport.send(answer(to: message, bytes: answerBytes)) }
            }
            return received
        }
    }

    @Test("a client that never reads: no more requests are read than the limits allow, then all are answered")
    func unreadAnswersAreBounded() async throws {
        let limits = AnswerQueue.Limits(requestsInFlight: 4, queuedBytes: 256 << 10)
        let answerBytes = 100_000
        let (requests, answers) = (try OSPipe(), try OSPipe())
        let transport = StdioLineTransport(
            input: requests.readEnd, output: answers.writeEnd, limits: limits, logger: Self.logger)
        try await transport.connect()
        let server = Self.serve(transport, answerBytes: answerBytes)
        let total = 200
        requests.send((0..<total).map(Self.ping).joined())

        // Until the reader waits for room, or has read everything (which it must not).
        var state = await transport.queueState
        // Generous: the tasks that answer run on the same small thread pool as every other test of
        // the suite, which can hold it for minutes; only a transport that stops never gets there.
        let deadline = ContinuousClock.now + .seconds(600)
        while !state.readerWaits, state.unanswered < total, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
            state = await transport.queueState
        }
        #expect(state.readerWaits)
        #expect(state.unanswered <= limits.requestsInFlight)
        #expect(state.queuedBytes <= limits.queuedBytes + limits.requestsInFlight * (answerBytes + 100))

        // The client reads at last: every request is answered, each answer a whole line.
        let lines = answers.readLines()
        let written = await lines.wait(for: total, seconds: 600)
        #expect(written.count == total)
        #expect(written.allSatisfy { (try? JSONSerialization.jsonObject(with: $0)) != nil })
        close(requests.writeEnd)
        #expect(try await server.value == total)
        await transport.disconnect()
        close(answers.writeEnd)
        close(requests.readEnd)
        close(answers.readEnd)
    }

    @Test("bad lines are answered with JSON-RPC errors; answers given after the input ends are written")
    func badLinesAndAnswersAfterTheEnd() async throws {
        let (requests, answers) = (try OSPipe(), try OSPipe())
        // Descriptors a parent left non-blocking are waited on, not failed.
        requests.makeNonBlocking()
        answers.makeNonBlocking()
        let transport = StdioLineTransport(input: requests.readEnd, output: answers.writeEnd, logger: Self.logger)
        try await transport.connect()
        let lines = answers.readLines()
        requests.send("not json\n" + Self.ping(1) + #"{"jsonrpc":"2.0","id":2,"method":"ping"}"#)
        close(requests.writeEnd)

        var received: [Data] = []
        for try await message in transport.receive() { received.append(message) }
        #expect(received.count == 2)
        for message in received { try await transport.send(Self.answer(to: message, bytes: 10)) }
        let written = await lines.wait(for: 3).compactMap {
            try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
        }
        #expect(written.count == 3)
        #expect(written.first?["id"] is NSNull)
        #expect((written.first?["error"] as? [String: Any])?["code"] as? Int == -32700)
        #expect(written.dropFirst().compactMap { $0["id"] as? Int } == [1, 2])
        await transport.disconnect()
        close(answers.writeEnd)
        close(requests.readEnd)
        close(answers.readEnd)
    }
}
