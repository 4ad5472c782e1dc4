import Foundation
import HIGModel

/// Reads one file into a document: checks what can be checked before parsing (size, binary
/// content, encoding), sniffs the format, and hands it to that format's reader.
enum SourceReader {
    /// A file not read at all: no blocks, one diagnostic.
    private static func rejected(
        _ displayPath: String, _ id: String, _ message: String, severity: Diagnostic.Severity = .error,
        after diagnostics: [Diagnostic] = []
    ) -> ReadDocument {
        let diagnostic = Diagnostic(file: displayPath, line: 1, severity: severity, id: id, message: message)
        return ReadDocument(path: displayPath, format: .text, blocks: [], diagnostics: diagnostics + [diagnostic])
    }

    private static func tooLarge(_ size: Int, _ displayPath: String) -> ReadDocument {
        rejected(
            displayPath, "ingest.file.too-large",
            "\(size) bytes is over the \(SourceLimits.maximumFileSize)-byte limit; skipped")
    }

    static func read(path: String, displayPath: String) -> ReadDocument {
        switch SourceFile.contents(of: path, limit: SourceLimits.maximumFileSize) {
        case .data(let data):
            return read(data: data, path: path, displayPath: displayPath)
        case .tooLarge(let size):
            return tooLarge(size, displayPath)
        case .notRegular:
            return rejected(
                displayPath, "ingest.file.not-regular", "a pipe, socket or device, not a file; skipped",
                severity: .warning)
        case .unreadable:
            return rejected(displayPath, "ingest.file.unreadable", "the file cannot be read")
        }
    }

    /// Reads a file's bytes: checks them, sniffs the format and hands them to its reader.
    static func read(data: Data, path: String, displayPath: String) -> ReadDocument {
        var diagnostics: [Diagnostic] = []
        func reject(_ id: String, _ message: String, severity: Diagnostic.Severity = .error) -> ReadDocument {
            rejected(displayPath, id, message, severity: severity, after: diagnostics)
        }
        if data.count > SourceLimits.maximumFileSize { return tooLarge(data.count, displayPath) }
        if data.isEmpty {
            return reject("ingest.file.empty", "the file is empty; skipped", severity: .warning)
        }
        if let text = utf16Text(data) {
            return readText(text, path: path, displayPath: displayPath, diagnostics: diagnostics)
        }
        if data.prefix(8192).contains(0) {
            return reject("ingest.file.binary", "the file holds binary data, not a page; skipped", severity: .warning)
        }
        var text: String
        if let decoded = String(data: data, encoding: .utf8) {
            text = decoded
        } else {
            text = String(decoding: data, as: UTF8.self)
            let line = firstInvalidLine(data)
            diagnostics.append(
                Diagnostic(
                    file: displayPath, line: line, severity: .warning, id: "ingest.file.encoding",
                    message: "not valid UTF-8; undecodable bytes were replaced"))
        }
        return readText(text, path: path, displayPath: displayPath, diagnostics: diagnostics)
    }

    /// Text saved as UTF-32 or UTF-16 with a byte order mark ("Unicode" in Windows editors).
    /// UTF-32's little-endian mark starts with UTF-16's, so it is looked for first.
    private static func utf16Text(_ data: Data) -> String? {
        guard data.count >= 2 else { return nil }
        let head = Array(data.prefix(4))
        if head == [0xFF, 0xFE, 0, 0] { return String(data: data, encoding: .utf32LittleEndian) }
        if head == [0, 0, 0xFE, 0xFF] { return String(data: data, encoding: .utf32BigEndian) }
        let bom = (data[data.startIndex], data[data.startIndex + 1])
        guard bom == (0xFF, 0xFE) || bom == (0xFE, 0xFF) else { return nil }
        return String(data: data, encoding: .utf16)
    }

    private static func readText(
        _ decoded: String, path: String, displayPath: String, diagnostics: [Diagnostic]
    ) -> ReadDocument {
        var text = decoded
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        if text.utf8.contains(UInt8(ascii: "\r")) {
            text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        }
        let format = SourceFormat.sniff(text, path: path)
        var document = format.reader.read(text, path: displayPath, format: format)
        document.diagnostics =
            diagnostics + document.diagnostics
            + TableWidth.bound(&document.blocks, path: displayPath)
        return document
    }

    private static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var index = data.startIndex
        while index < data.endIndex {
            let byte = data[index]
            if byte == 0x0A { line += 1 }
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return line
            }
            let end = index + length
            if end > data.endIndex || String(data: data[index..<end], encoding: .utf8) == nil { return line }
            index = end
        }
        return line
    }
}
