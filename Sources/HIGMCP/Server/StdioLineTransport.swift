import Foundation
import Logging
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as the server's transport: one JSON-RPC message a line. Input is read
/// by a thread of its own that waits in read(2), so a request is passed on as soon as it arrives
/// (the SDK's stdio transport polls a non-blocking input and sleeps 10 ms whenever it is empty).
///
/// Each line is judged before the SDK sees it (`JSONRPCLine`): a line that is not a request the
/// server can read is answered here, with the error and id JSON-RPC asks for. Answers go through
/// an `AnswerQueue`, which writes them whole, one after another, and stops the reading while a
/// client leaves too many unread. Answers under way when input ends are still written.
/// `tools/call` requests go to a `ToolCallLane` when one is given, the rest to the SDK.
actor StdioLineTransport: Transport {
    /// Longer lines are dropped as they arrive and answered with an invalid request.
    static let maximumLineBytes = 16 << 20

    nonisolated let logger: Logger
    private let input: Int32
    private let answers: AnswerQueue
    private let toolCalls: ToolCallLane?
    private let messages: AsyncThrowingStream<Data, any Swift.Error>
    private let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
    private var connected = false

    init(
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, limits: AnswerQueue.Limits = .standard,
        toolCalls: ToolCallLane? = nil, logger: Logger
    ) {
        self.input = input
        self.logger = logger
        self.toolCalls = toolCalls
        answers = AnswerQueue(output: output, limits: limits)
        (messages, continuation) = AsyncThrowingStream.makeStream()
    }

    /// Requests read and not yet answered on the output.
    var unanswered: Int { answers.state.unanswered }

    /// What the answer queue holds now.
    var queueState: AnswerQueue.State { answers.state }

    func connect() async throws {
        guard !connected else { return }
        connected = true
        answers.startWriting()
        let reader = LineReader(
            input: input, answers: answers, toolCalls: toolCalls, continuation: continuation, logger: logger,
            maximumLineBytes: Self.maximumLineBytes)
        let thread = Thread { reader.run() }
        thread.name = "hig-mcp stdin"
        thread.start()
    }

    func disconnect() async {
        continuation.finish()
        answers.close()
    }

    /// Returns once the message is written, so that an answer counts as given only then.
    func send(_ data: Data) async throws {
        var line = data
        line.append(UInt8(ascii: "\n"))
        let count = JSONRPCLine.answerCount(data)
        try await withCheckedThrowingContinuation { (written: CheckedContinuation<Void, any Swift.Error>) in
            answers.enqueue(line, answers: count) { error in
                if let error { written.resume(throwing: error) } else { written.resume() }
            }
        }
    }

    nonisolated func receive() -> AsyncThrowingStream<Data, any Swift.Error> {
        messages
    }
}

/// The reading thread's work: lines from the input, judged, passed on or answered.
private struct LineReader: Sendable {
    let input: Int32
    let answers: AnswerQueue
    let toolCalls: ToolCallLane?
    let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
    let logger: Logger
    let maximumLineBytes: Int

    func run() {
        var splitter = LineSplitter(maximumBytes: maximumLineBytes)
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        do {
            while true {
                let count = try buffer.withUnsafeMutableBytes { try BlockingIO.readSome(input, into: $0) }
                if count == 0 { break }
                for piece in splitter.append(Data(buffer[..<count])) { handle(piece) }
            }
            if let last = splitter.finish() { handle(last) }
        } catch {
            logger.error("standard input failed: \(error)")
        }
        continuation.finish()
    }

    private func handle(_ piece: LineSplitter.Piece) {
        answers.waitForRoom()
        switch piece {
        case .line(let line):
            switch JSONRPCLine.check(line) {
            case .pass(let requests, let cancelled):
                // Counted before it is passed on, so that its answer cannot come first.
                answers.read(requests: requests, cancelled: cancelled)
                if toolCalls?.take(line, answers: answers) != true { continuation.yield(line) }
            case .reject(let rejection):
                logger.warning("rejected a line of \(line.count) bytes: \(rejection.message)")
                answer(rejection)
            }
        case .tooLong(let bytes):
            logger.warning("dropped a line of \(bytes) bytes")
            answer(
                JSONRPCLine.Rejection(
                    code: -32600, message: "Invalid Request: a line of \(bytes) bytes, over \(maximumLineBytes)"))
        }
    }

    private func answer(_ rejection: JSONRPCLine.Rejection) {
        var line = rejection.data
        line.append(UInt8(ascii: "\n"))
        answers.enqueue(line, answers: 0)
    }
}
