import Foundation
import HIGModel

/// Reads a review file in any export format, told apart by its content: JSON starts with `{`,
/// CSV's first line is a header row with an `id` column, anything else is Markdown.
public enum ReviewReader {
    /// Review files past this size are refused rather than read.
    public static let maximumSize = 32 << 20

    public static func read(path: String, displayPath: String) -> ReviewFile {
        var problems = ReviewProblems(file: displayPath)
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
            problems.error("file.unreadable", line: 1, "cannot read the review file")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        guard size <= maximumSize else {
            problems.error("file.too-large", line: 1, "the review file is over \(maximumSize >> 20) MiB")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.error("file.unreadable", line: 1, "cannot read the review file")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            let line = Self.firstInvalidLine(data)
            problems.error("file.encoding", line: line, "the review file is not UTF-8 (save it as UTF-8)")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        return read(text: text, file: displayPath)
    }

    public static func read(text: String, file: String) -> ReviewFile {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        switch format(of: body) {
        case .json: return ReviewJSONReader(file: file).read(body)
        case .csv: return ReviewCSVReader(file: file, fromSpreadsheet: text.hasPrefix("\u{FEFF}")).read(body)
        case .markdown: return ReviewMarkdownReader(file: file).read(body)
        }
    }

    enum Format { case json, csv, markdown }

    static func format(of text: String) -> Format {
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.first == "{" { return .json }
        let firstLine = trimmed.prefix { $0 != "\n" && $0 != "\r" }
        let cells = firstLine.split(separator: ",").map {
            $0.trimmingCharacters(in: CharacterSet.whitespaces.union(["\""])).lowercased()
        }
        return cells.contains("id") && cells.count > 1 ? .csv : .markdown
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
