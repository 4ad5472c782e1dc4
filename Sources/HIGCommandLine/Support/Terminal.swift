import Foundation
import HIGModel

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
    /// Writes a line with every control character made visible: file names and review text
    /// reach the terminal, and an escape sequence in them must not act on it.
    static func write(_ line: String) {
        writeStyled(Terminal.printable(line))
    }

    static let errorWriter = DescriptorWriter(descriptor: STDERR_FILENO, name: "standard error")

    /// Writes a line whose parts were made printable already and styled by `Terminal`.
    static func writeStyled(_ line: String) {
        // Nothing is left to tell when standard error itself cannot be written.
        try? errorWriter.write(line + "\n")
    }
}

extension Terminal {
    /// Control characters (ESC, BEL, the C1 set…) and the characters that reorder text (bidi
    /// overrides and isolates) shown as `\u{1B}`, and the bytes of a file name that are not
    /// UTF-8 as `\xE9` (see `FileSystemName`). Line feeds and tabs are kept unless
    /// `lineBreaks` is false, as for a file name in a one-line diagnostic, which a line feed in
    /// it would otherwise split into a forged second line.
    static func printable(_ text: String, lineBreaks: Bool = true) -> String {
        let unsafe = { (scalar: Unicode.Scalar) in isUnsafe(scalar, lineBreaks: lineBreaks) }
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if FileSystemName.byte(scalar) != nil {
                result += FileSystemName.shown(String(scalar))
            } else if unsafe(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for one line: no line break survives.
    static func oneLine(_ text: String) -> String {
        printable(text, lineBreaks: false)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar, lineBreaks: Bool) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: !lineBreaks
        case 0..<0x20, 0x7F...0x9F: true
        // Arabic letter mark, left-to-right and right-to-left marks, line and paragraph
        // separators, embeddings and overrides, isolates.
        case 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: FileSystemName.byte(scalar) != nil
        }
    }
}
