import Foundation
import Logging
import MCP

/// Standard input and output as the SDK's stdio transport reads and writes them, with two
/// things added. A line that is not a JSON-RPC message is answered here, with the error and
/// `"id": null` that JSON-RPC asks for, rather than reaching the SDK, which answers it under a
/// made-up ID. And requests are counted until they are answered, so that when standard input
/// closes the answers already under way are still written before the server exits. Answers are
/// written one after the other: the SDK's transport waits out a full pipe in the middle of a
/// write, and another answer written meanwhile would be spliced into it.
actor CheckedTransport: Transport {
    nonisolated let logger: Logger
    private let inner: any Transport
    private let stream: AsyncThrowingStream<Data, Swift.Error>
    private let continuation: AsyncThrowingStream<Data, Swift.Error>.Continuation
    private var forwarding: Task<Void, Never>?
    /// Requests passed on and not yet answered.
    private(set) var unanswered = 0
    private var writing = false
    private var waitingWriters: [CheckedContinuation<Void, Never>] = []

    init(_ inner: any Transport, logger: Logger) {
        self.inner = inner
        self.logger = logger
        (stream, continuation) = AsyncThrowingStream.makeStream()
    }

    func connect() async throws {
        try await inner.connect()
        let upstream = await inner.receive()
        forwarding = Task {
            do {
                for try await message in upstream { await forward(message) }
            } catch {
                logger.error("standard input failed: \(error)")
            }
            continuation.finish()
        }
    }

    func disconnect() async {
        forwarding?.cancel()
        await inner.disconnect()
        continuation.finish()
    }

    func send(_ data: Data) async throws {
        unanswered = max(0, unanswered - JSONRPCLine.answerCount(data))
        try await write(data)
    }

    private func write(_ data: Data) async throws {
        while writing { await withCheckedContinuation { waitingWriters.append($0) } }
        writing = true
        defer {
            writing = false
            if !waitingWriters.isEmpty { waitingWriters.removeFirst().resume() }
        }
        try await inner.send(data)
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, Swift.Error> {
        stream
    }

    private func forward(_ message: Data) async {
        switch JSONRPCLine.check(message) {
        case .pass(let requests, let cancelled):
            unanswered = max(0, unanswered + requests - cancelled)
            continuation.yield(message)
        case .reject(let answer):
            logger.warning("rejected a line of \(message.count) bytes: \(answer.message)")
            try? await write(answer.data)
        }
    }
}
