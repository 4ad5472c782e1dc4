import Foundation

/// Where output goes and how it may be styled: colour only on a terminal and never with NO_COLOR.
struct Terminal: Sendable {
    let isInteractive: Bool
    let colors: Bool

    static let standardOutput = Terminal(fileDescriptor: STDOUT_FILENO)
    static let standardError = Terminal(fileDescriptor: STDERR_FILENO)

    init(fileDescriptor: Int32) {
        isInteractive = isatty(fileDescriptor) == 1
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = ProcessInfo.processInfo.environment["TERM"] == "dumb"
        colors = isInteractive && !noColor && !dumb
    }

    func bold(_ text: String) -> String { style(text, "1") }
    func dim(_ text: String) -> String { style(text, "2") }
    func accent(_ text: String) -> String { style(text, "36") }
    func warning(_ text: String) -> String { style(text, "33") }
    func error(_ text: String) -> String { style(text, "31") }

    private func style(_ text: String, _ code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

enum StandardError {
    static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
