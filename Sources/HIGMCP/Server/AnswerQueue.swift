import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The answers waiting for standard output, written by a thread of their own one whole line after
/// another (so two answers are never spliced), and what bounds them. The reader asks for room
/// before it passes on each line: while too many requests are unanswered, or too many bytes of
/// answers wait for a client that does not read them, it reads nothing more, and the client's
/// writes wait in the pipe instead of the server's memory growing.
final class AnswerQueue: @unchecked Sendable {
    struct Limits: Sendable {
        /// Requests read and not yet written out. Answers are made one at a time by the library,
        /// so more in flight would only hold more answers at once.
        var requestsInFlight: Int
        /// Bytes of answers waiting to be written.
        var queuedBytes: Int

        static let standard = Limits(requestsInFlight: 4, queuedBytes: 8 << 20)
    }

    /// What the queue holds now.
    struct State: Sendable {
        var unanswered: Int
        var queuedBytes: Int
        /// Whether the reader is waiting for room.
        var readerWaits: Bool
    }

    private struct Entry {
        var line: Data
        var answers: Int
        var written: (@Sendable ((any Error)?) -> Void)?
    }

    let limits: Limits
    private let output: Int32
    // Guards everything below; signalled whenever an entry is added or written.
    private let condition = NSCondition()
    private var entries: [Entry] = []
    private var unanswered = 0
    private var queuedBytes = 0
    private var readerWaits = false
    private var closed = false
    /// Set once a write fails: the client is gone, and later answers are dropped.
    private var failure: (any Error)?

    init(output: Int32, limits: Limits) {
        self.output = output
        self.limits = limits
    }

    var state: State {
        condition.withLock { State(unanswered: unanswered, queuedBytes: queuedBytes, readerWaits: readerWaits) }
    }

    func startWriting() {
        let thread = Thread { [self] in writeUntilClosed() }
        thread.name = "hig-mcp stdout"
        thread.start()
    }

    /// The writer stops once the entries already queued are written.
    func close() {
        condition.withLock {
            closed = true
            condition.broadcast()
        }
    }

    /// Blocks the reading thread until another request may be read. Never blocks once output
    /// has failed: answers are then dropped, and reading on lets the server see the input end.
    func waitForRoom() {
        condition.withLock {
            while failure == nil, unanswered >= limits.requestsInFlight || queuedBytes >= limits.queuedBytes {
                readerWaits = true
                condition.wait()
            }
            readerWaits = false
        }
    }

    /// A line was passed on holding `requests` requests and cancelling `cancelled` earlier ones,
    /// whose answers will not come.
    func read(requests: Int, cancelled: Int) {
        condition.withLock { unanswered = max(0, unanswered + requests - cancelled) }
    }

    /// Queues `line` (a message and its line feed), which answers `answers` requests; `written`
    /// is called once it is written, with the error if it could not be.
    func enqueue(_ line: Data, answers: Int, written: (@Sendable ((any Error)?) -> Void)? = nil) {
        let refused: (any Error)? = condition.withLock {
            // Once closed, the writer may have stopped: an answer queued then would never be written.
            if let reason = failure ?? (closed ? BlockingIO.Failure(operation: "write", code: EPIPE) : nil) {
                unanswered = max(0, unanswered - answers)
                return reason
            }
            entries.append(Entry(line: line, answers: answers, written: written))
            queuedBytes += line.count
            condition.broadcast()
            return nil
        }
        if let refused { written?(refused) }
    }

    private func writeUntilClosed() {
        while let entry = next() {
            var error: (any Error)?
            if condition.withLock({ failure }) == nil {
                do { try BlockingIO.writeAll(output, entry.line) } catch let failed { error = failed }
            }
            condition.withLock {
                if let error, failure == nil { failure = error }
                error = error ?? failure
                queuedBytes -= entry.line.count
                unanswered = max(0, unanswered - entry.answers)
                condition.broadcast()
            }
            entry.written?(error)
        }
    }

    /// The next entry to write, waiting for one; nil once closed and empty.
    private func next() -> Entry? {
        condition.withLock {
            while entries.isEmpty && !closed { condition.wait() }
            return entries.isEmpty ? nil : entries.removeFirst()
        }
    }
}
