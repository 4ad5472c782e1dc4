import Foundation
import HIGModel

/// Reads a JSON review (see `ChecklistJSON`). JSON errors name the line the decoder stopped on;
/// a wrong field names the item.
struct ReviewJSONReader {
    let file: String

    func read(_ text: String) -> ReviewFile {
        var problems = ReviewProblems(file: file)
        if let line = JSONValueCount.lineExceeding(JSONValueCount.limit, in: text) {
            problems.error(
                "json.too-many-values", line: line,
                "over \(BoundedDiagnostics.grouped(JSONValueCount.limit)) JSON values (a review of 32 MiB holds about 1.4 million); not read"
            )
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        let document: ChecklistJSON
        do {
            document = try JSONDecoder().decode(ChecklistJSON.self, from: Data(text.utf8))
        } catch {
            problems.error("json.invalid", line: Self.line(of: error, in: text), Self.describe(error))
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        var check = ReviewItemCheck()
        var items: [ChecklistItem] = []
        let idLines = Self.idLines(in: text)
        for (index, item) in document.items.enumerated() {
            let line = index < idLines.count ? idLines[index] : 1
            if check.admit(id: item.practice.id, line: line, problems: &problems) {
                items.append(item.checklistItem)
            }
        }
        guard !items.isEmpty else {
            problems.error("empty", line: 1, "no checklist items found")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        var checklist = document.checklist
        checklist.items = items
        return ReviewFile(checklist: checklist, diagnostics: problems.diagnostics)
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "not readable as JSON: \(error)" }
        switch decoding {
        case .dataCorrupted(let context):
            return "not readable as a review: \(context.debugDescription)\(location(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "'\(key.stringValue)' is missing\(location(context.codingPath))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "wrong kind of value\(location(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "not readable as a review: \(error)"
        }
    }

    private static func location(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    }

    /// The line of a syntax error (Foundation's JSON parser names the character it stopped
    /// at), else of the item the coding path leads to, else 1.
    private static func line(of error: any Error, in text: String) -> Int {
        if let error = error as? DecodingError, let index = itemIndex(error) {
            let lines = idLines(in: text)
            return index < lines.count ? lines[index] : 1
        }
        // Only a syntax error has a character to find; parsing again to look for one holds every
        // value as an object (2.4 GB for a 30 MB review missing one field).
        guard isSyntaxError(error) else { return 1 }
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            let description = "\(error)"
            if let range = description.range(of: "character ") {
                let digits = description[range.upperBound...].prefix { $0.isNumber }
                if let offset = Int(digits) {
                    return 1 + text.utf8.prefix(offset).filter { $0 == UInt8(ascii: "\n") }.count
                }
            }
        }
        return 1
    }

    private static func isSyntaxError(_ error: any Error) -> Bool {
        guard let decoding = error as? DecodingError else { return true }
        if case .dataCorrupted(let context) = decoding { return context.codingPath.isEmpty }
        return false
    }

    private static func itemIndex(_ error: DecodingError) -> Int? {
        let context: DecodingError.Context
        switch error {
        case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
            .valueNotFound(_, let found):
            context = found
        @unknown default: return nil
        }
        guard let itemsAt = context.codingPath.firstIndex(where: { $0.stringValue == "items" }),
            itemsAt + 1 < context.codingPath.count
        else { return nil }
        return context.codingPath[itemsAt + 1].intValue
    }

    /// The lines that start with an `"id"` key, in order: in a pretty-printed review, item N's ID
    /// is on the Nth of them. Found in one pass, however many items there are.
    private static func idLines(in text: String) -> [Int] {
        var lines: [Int] = []
        var number = 1
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("\"id\"") { lines.append(number) }
            number += 1
        }
        return lines
    }
}
