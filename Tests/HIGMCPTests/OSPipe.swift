import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe(2) as two descriptors, for a transport to read or write the way it does standard
/// input and output.
struct OSPipe {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
        readEnd = descriptors[0]
        writeEnd = descriptors[1]
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            offset += count
        }
    }

    /// Makes reads and writes of both ends fail with EAGAIN instead of waiting, as a parent may.
    func makeNonBlocking() {
        for descriptor in [readEnd, writeEnd] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
    }

    /// Every line written to the pipe until its write end is closed, read on a thread of its own.
    func readLines() -> LineCollector {
        let collector = LineCollector()
        let descriptor = readEnd
        Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            var pending = Data()
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR || errno == EAGAIN {
                    var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                guard count > 0 else { break }
                pending.append(contentsOf: buffer[..<count])
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    collector.add(Data(pending[..<newline]))
                    pending = Data(pending[pending.index(after: newline)...])
                }
            }
            collector.finish()
        }.start()
        return collector
    }
}

/// Lines a reading thread collected, safe to read from a test.
final class LineCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var lines: [Data] = []
    private var finished = false

    func add(_ line: Data) {
        condition.withLock {
            lines.append(line)
            condition.broadcast()
        }
    }

    func finish() {
        condition.withLock {
            finished = true
            condition.broadcast()
        }
    }

    /// The lines once `count` have come or the pipe closed, or after `seconds` whatever came.
    /// It sleeps between looks instead of blocking its thread: the answers it waits for are made
    /// by tasks on the same small pool of threads, which a blocked thread (and other tests
    /// blocking theirs) would starve.
    func wait(for count: Int, seconds: Double = 120) async -> [Data] {
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            let (current, done) = condition.withLock { (lines, finished) }
            if current.count >= count || done || ContinuousClock.now >= deadline { return current }
            try? await Task.sleep(for: .milliseconds(5))
        }
    }
}
