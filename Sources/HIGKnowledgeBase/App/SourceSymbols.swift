import Foundation
import HIGModel

/// Finds where Swift and Objective-C sources use the developer symbols the guidelines name:
/// identifiers outside comments and string literals, compared whole, so `UIButtonStyle` is not
/// `UIButton` and a symbol mentioned in a comment brings nothing.
struct SourceSymbols {
    /// A source file over this is generated, not written: not read.
    static let maximumSize = 2 * 1024 * 1024

    /// The first place each wanted symbol is used, and in how many files.
    struct Use {
        var file: String
        var line: Int
        var files: Int
    }

    private(set) var uses: [String: Use] = [:]
    let wanted: Set<String>

    init(wanted: Set<String>) {
        self.wanted = wanted
    }

    /// Reads one file; `relative` names it in reasons, `display` in diagnostics.
    mutating func scan(path: String, relative: String, display: String, diagnostics: inout [Diagnostic]) {
        let size = AppFolder.size(of: path) ?? 0
        guard size <= Self.maximumSize else {
            diagnostics.append(
                Diagnostic(
                    file: display, line: 1, severity: .warning, id: "app.source.too-large",
                    message: "\(size) bytes, over the \(Self.maximumSize)-byte limit; not read"))
            return
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            diagnostics.append(
                Diagnostic(
                    file: display, line: 1, severity: .warning, id: "app.file.unreadable",
                    message: "cannot be read; skipped"))
            return
        }
        var seen: Set<String> = []
        for (name, line) in Self.identifiers(in: data) where wanted.contains(name) && seen.insert(name).inserted {
            if uses[name] == nil {
                uses[name] = Use(file: relative, line: line, files: 1)
            } else {
                uses[name]?.files += 1
            }
        }
    }

    /// Every identifier with its line, skipping `//` and `/* */` comments and one-line string
    /// and character literals. Bytes that are not ASCII end an identifier, so any encoding is read.
    static func identifiers(in data: Data) -> [(String, Int)] {
        var found: [(String, Int)] = []
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            let bytes = buffer
            var index = 0
            var line = 1
            let count = bytes.count
            func isStart(_ byte: UInt8) -> Bool {
                (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
            }
            while index < count {
                let byte = bytes[index]
                if byte == 10 {
                    line += 1
                    index += 1
                } else if byte == 47, index + 1 < count, bytes[index + 1] == 47 {
                    while index < count, bytes[index] != 10 { index += 1 }
                } else if byte == 47, index + 1 < count, bytes[index + 1] == 42 {
                    index += 2
                    while index < count, !(bytes[index] == 42 && index + 1 < count && bytes[index + 1] == 47) {
                        if bytes[index] == 10 { line += 1 }
                        index += 1
                    }
                    index += 2
                } else if byte == 34 || byte == 39 {
                    index += 1
                    while index < count, bytes[index] != byte, bytes[index] != 10 {
                        index += bytes[index] == 92 ? 2 : 1
                    }
                    if index < count, bytes[index] == byte { index += 1 }
                } else if isStart(byte) {
                    let start = index
                    while index < count, isStart(bytes[index]) || (bytes[index] >= 48 && bytes[index] <= 57) {
                        index += 1
                    }
                    let name = String(decoding: UnsafeRawBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                    found.append((name, line))
                } else {
                    index += 1
                }
            }
        }
        return found
    }

    /// The identifier a guideline's symbol is written with in code, when it is distinctive
    /// enough to tell something: `UIModalPresentationStyle.fullScreen` and
    /// `fullScreenCover(item:onDismiss:content:)` as their first name; a lowercase word
    /// (`automatic`, `clear`), a URL, a file type or an SF Symbol name (`bookmark.fill`) not at all.
    static func codeName(of symbol: String) -> String? {
        guard !symbol.contains("://"), let first = symbol.unicodeScalars.first,
            CharacterSet.letters.contains(first), first.isASCII
        else { return nil }
        let name = String(symbol.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        guard name.count >= 3 else { return nil }
        let startsUpper = name.first?.isUppercase == true
        let hasHump = name.dropFirst().contains { $0.isUppercase }
        return startsUpper || hasHump ? name : nil
    }
}
