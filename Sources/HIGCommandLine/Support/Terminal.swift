import Foundation
import HIGModel
import HIGSupport

/// Where output goes and how it may be styled: colour only on a terminal and never with NO_COLOR.
struct Terminal: Sendable {
    let isInteractive: Bool
    let colors: Bool

    static let standardOutput = Terminal(fileDescriptor: STDOUT_FILENO)
    static let standardError = Terminal(fileDescriptor: STDERR_FILENO)

    init(fileDescriptor: Int32) {
        isInteractive = isatty(fileDescriptor) == 1
        // getenv: `ProcessInfo.environment` copies the whole environment, at every start.
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let dumb = getenv("TERM").map { String(cString: $0) } == "dumb"
        colors = isInteractive && !noColor && !dumb
    }

    func bold(_ text: String) -> String { style(text, "1") }
    func dim(_ text: String) -> String { style(text, "2") }
    func accent(_ text: String) -> String { style(text, "36") }
    func warning(_ text: String) -> String { style(text, "33") }
    func error(_ text: String) -> String { style(text, "31") }

    /// Every code above: the only sequences text written to a terminal may keep.
    static let styleCodes = ["1", "2", "36", "33", "31"]

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
    /// Control characters, the characters that reorder text and invisible format characters
    /// (`HiddenCharacters`) shown as `\u{1B}`, and the bytes of a file name that are not UTF-8
    /// as `\xE9` (see `FileSystemName`). Line feeds and tabs are kept unless `lineBreaks` is
    /// false, as for a file name in a one-line diagnostic, which a line feed in it would
    /// otherwise split into a forged second line. With `keepingStyles`, the colour sequences
    /// `Terminal` itself writes stay; no other sequence does (none that hides text or moves
    /// the cursor).
    static func printable(_ text: String, lineBreaks: Bool = true, keepingStyles: Bool = false) -> String {
        let unsafe = { (scalar: Unicode.Scalar, previous: Unicode.Scalar?) in
            isUnsafe(scalar, after: previous, lineBreaks: lineBreaks)
        }
        let breaks = !lineBreaks && text.utf8.contains { $0 == 0x0A || $0 == 0x09 }
        // Every byte of a name that is not UTF-8 stands for a scalar whose UTF-8 starts with F4.
        guard breaks || HiddenCharacters.appear(in: text) || text.utf8.contains(0xF4) else { return text }
        var result = ""
        var previous: Unicode.Scalar?
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.first {
            if keepingStyles, scalar == "\u{1B}",
                let style = ownStyles.first(where: { scalars.starts(with: $0.unicodeScalars) })
            {
                result += style
                scalars = scalars.dropFirst(style.unicodeScalars.count)
                previous = "m"
                continue
            }
            if FileSystemName.byte(scalar) != nil {
                result += FileSystemName.shown(String(scalar))
            } else if unsafe(scalar, previous) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            previous = scalar
            scalars = scalars.dropFirst()
        }
        return result
    }

    /// Text for one line: no line break survives.
    static func oneLine(_ text: String) -> String {
        printable(text, lineBreaks: false)
    }

    /// The sequences `style` writes, and its reset.
    private static let ownStyles = (styleCodes + ["0"]).map { "\u{1B}[\($0)m" }

    private static func isUnsafe(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?, lineBreaks: Bool)
        -> Bool
    {
        if scalar == "\n" || scalar == "\t" { return !lineBreaks }
        return HiddenCharacters.isHidden(scalar, after: previous)
    }
}
