import Foundation

/// Why output could not be written. A reader that went away (`head -c 10`) is not an error
/// to report, only a reason to stop; anything else (a full disk, a failing device) is.
enum OutputFailure: Error, CustomStringConvertible {
    case readerGone
    case failed(what: String, code: Int32)

    var description: String {
        switch self {
        case .readerGone: "the reader of the output went away"
        case .failed(let what, let code): "cannot write \(what): \(String(cString: strerror(code)))"
        }
    }
}

/// Writes bytes to a file descriptor with `write(2)`, so that every failure is an error to
/// handle: FileHandle's `write(_:)` traps on one, and `print` buffers and drops it at exit.
struct DescriptorWriter {
    let descriptor: Int32
    /// What the descriptor is, for the message: "standard output", a file name.
    let name: String

    func write(_ data: Data) throws(OutputFailure) {
        try check(data.withUnsafeBytes(writeAll))
    }

    /// Written from the string's own bytes: `Data(text.utf8)` asks at run time whether the
    /// bytes are contiguous, and the first such question walks every protocol conformance of the
    /// binary, a twentieth of `hig --version`.
    func write(_ text: String) throws(OutputFailure) {
        var text = text
        try check(text.withUTF8 { writeAll(UnsafeRawBufferPointer($0)) })
    }

    /// Writes every byte, waiting out interruptions and a full non-blocking descriptor; the
    /// `errno` of a failure, or 0.
    private func writeAll(_ buffer: UnsafeRawBufferPointer) -> Int32 {
        guard var next = buffer.baseAddress else { return 0 }
        var left = buffer.count
        while left > 0 {
            let written = Foundation.write(descriptor, next, left)
            if written < 0 {
                let code = errno
                if code == EINTR { continue }
                if code == EAGAIN {
                    // A descriptor left non-blocking by whoever started us: wait until it drains.
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                    continue
                }
                return code
            }
            next += written
            left -= written
        }
        return 0
    }

    private func check(_ failure: Int32) throws(OutputFailure) {
        guard failure == 0 else {
            throw failure == EPIPE ? .readerGone : .failed(what: name, code: failure)
        }
    }
}

/// Standard output, unbuffered: each command hands it its whole output at once. Every byte
/// a command prints goes through here, so this is the one place where content (titles, leads,
/// a reviewer's notes, file names) is kept from acting on the terminal: text for people always
/// shows its hidden characters escaped (it may reach a terminal through `| head` as well), and
/// a document (JSON, Markdown, CSV, DOT) is exact unless standard output is a terminal.
enum StandardOutput {
    static let writer = DescriptorWriter(descriptor: STDOUT_FILENO, name: "standard output")

    /// Text for people, styled by `Terminal.standardOutput`.
    static func write(_ text: String) throws(OutputFailure) {
        try writer.write(Terminal.printable(text, keepingStyles: Terminal.standardOutput.colors))
    }

    /// `text` and a line feed, as `print` would write it.
    static func line(_ text: String) throws(OutputFailure) {
        try write(text + "\n")
    }

    /// A file's content, written as it is unless a terminal shows it.
    static func document(_ data: Data) throws(OutputFailure) {
        guard Terminal.standardOutput.isInteractive else { return try writer.write(data) }
        try writer.write(Terminal.printable(String(decoding: data, as: UTF8.self)))
    }

    static func document(_ text: String) throws(OutputFailure) {
        guard Terminal.standardOutput.isInteractive else { return try writer.write(text) }
        try writer.write(Terminal.printable(text))
    }

    /// Writes to a pipe whose reader left fail with EPIPE instead of killing the process, so
    /// that the exit is the tool's own.
    static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }
}
