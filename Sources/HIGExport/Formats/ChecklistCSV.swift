import CSV
import Foundation
import HIGModel

/// A checklist as RFC 4180 CSV (UTF-8, CRLF, quoted where needed), one row per item with a
/// status and a note column; every row also states the filters, content and tool it came from.
public struct ChecklistCSV: Sendable {
    /// For spreadsheets: a byte order mark so Excel reads UTF-8, and cells that would start a
    /// formula (`=`, `+`, `-`, `@`) kept as text with a leading apostrophe.
    public var excel: Bool

    public init(excel: Bool = false) {
        self.excel = excel
    }

    static let columns = [
        "id", "page", "section", "strength", "lead", "ko", "status", "note", "sources", "digest", "changed",
        "filters", "content", "indexed", "tool", "removed", "url", "body", "new", "was", "ko_source",
    ]

    /// - Parameter removed: guidelines a review had that are no longer in scope: written last,
    ///   with `yes` in `removed`, so their marks and notes are kept and not read back as items.
    public func render(_ checklist: Checklist, removed: [ChecklistItem] = []) throws -> Data {
        let writer = try CSVWriter(stream: .toMemory(), newline: .crlf)
        try writer.write(row: Self.columns)
        let filters = try ExportJSON.encode(checklist.header.filters, pretty: false)
        for (item, isRemoved) in checklist.items.map({ ($0, false) }) + removed.map({ ($0, true) }) {
            let fields = [
                item.id, item.pageTitle, item.practice.section, item.practice.strength.rawValue, item.practice.lead,
                item.practice.ko ?? "", item.status == .open ? "" : item.status.rawValue, item.note,
                item.sources.joined(separator: " "), item.digest, item.changedSinceReview ? "yes" : "",
                filters, checklist.header.content.digest, checklist.header.content.indexed, checklist.header.tool,
                isRemoved ? "yes" : "", item.practice.url ?? "", item.practice.body, item.newSinceReview ? "yes" : "",
                item.previousWording ?? "",
                item.practice.ko == nil ? "" : item.practice.koSource?.rawValue ?? "",
            ]
            try writer.write(row: fields.map(cell))
        }
        writer.stream.close()
        guard let written = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw CSVError.cannotWriteStream
        }
        return (excel ? Data([0xEF, 0xBB, 0xBF]) : Data()) + written + Data("\r\n".utf8)
    }

    private func cell(_ text: String) -> String {
        guard excel, let first = text.first, Self.formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]
}
