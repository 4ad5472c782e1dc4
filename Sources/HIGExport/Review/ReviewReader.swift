import Foundation
import HIGModel

/// Reads a review file in any export format, told apart by its content: JSON starts with `{`,
/// CSV's first line is a header row with an `id` column, anything else is Markdown.
package enum ReviewReader {
    /// Review files past this size are refused rather than read.
    package static let maximumSize = 32 << 20

    package static func read(path: String, displayPath: String) -> ReviewFile {
        var problems = ReviewProblems(file: displayPath)
        let data: Data
        switch ReviewFileBytes.read(path, limit: maximumSize) {
        case .success(let bytes):
            data = bytes
        case .failure(let refusal):
            problems.error("file.\(refusal.kind)", line: 1, refusal.message)
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let line = Self.firstInvalidLine(data)
            problems.error("file.encoding", line: line, "the review file is not UTF-8 (save it as UTF-8)")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        return read(text: text, file: displayPath)
    }

    package static func read(text: String, file: String) -> ReviewFile {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        switch format(of: body) {
        case .json: return ReviewJSONReader(file: file).read(body)
        case .csv(let delimiter, let separatorLine):
            let rows = separatorLine ? String(body.drop { !$0.isNewline }.dropFirst()) : body
            return ReviewCSVReader(
                file: file, fromSpreadsheet: text.hasPrefix("\u{FEFF}"), delimiter: delimiter,
                headerLine: separatorLine ? 2 : 1
            ).read(rows)
        case .markdown: return ReviewMarkdownReader(file: file).read(body)
        }
    }

    /// Reads `text` with the JSON reader whatever it starts with: what the fuzzer drives it with.
    package static func readJSON(text: String, file: String) -> ReviewFile {
        ReviewJSONReader(file: file).read(text)
    }

    /// Reads `text` with the CSV reader (comma-separated) whatever its first line: for the fuzzer.
    package static func readCSV(text: String, file: String) -> ReviewFile {
        ReviewCSVReader(file: file).read(text)
    }

    enum Format: Equatable {
        case json, markdown
        /// `separatorLine`: the file starts with Excel's `sep=;` line, which is no row.
        case csv(delimiter: UnicodeScalar, separatorLine: Bool)
    }

    static func format(of text: String) -> Format {
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.first == "{" { return .json }
        var firstLine = trimmed.prefix { !$0.isNewline }
        var separatorLine = false
        var delimiters: [Character] = [",", ";", "\t"]
        if firstLine.lowercased().hasPrefix("sep="), let declared = firstLine.dropFirst(4).first {
            delimiters = [declared]
            separatorLine = true
            firstLine = trimmed.drop { !$0.isNewline }.dropFirst().prefix { !$0.isNewline }
        }
        for delimiter in delimiters {
            let cells = firstLine.split(separator: delimiter).map {
                $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\""])).lowercased()
            }
            if cells.contains("id") && cells.count > 1, let scalar = delimiter.unicodeScalars.first {
                return .csv(delimiter: scalar, separatorLine: separatorLine)
            }
        }
        return .markdown
    }

    private static func firstInvalidLine(_ data: Data) -> Int {
        var line = 1
        var start = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(validating: data[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }
}
