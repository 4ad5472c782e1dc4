import CSV
import Foundation
import HIGModel

/// A checklist as RFC 4180 CSV (UTF-8, CRLF, quoted where needed), one row per item with a
/// status and a note column; every row also states the filters, content and tool it came from.
/// The `tables` column holds Apple's tables that go with the guideline as lines of text: a caption,
/// then rows of cells between ` | `, the header row first; tables apart by an empty line. The last
/// column, `ko_source`, says whose Korean `ko` holds: `apple` or `community`.
package struct ChecklistCSV: Sendable {
    /// For spreadsheets: a byte order mark so Excel reads UTF-8, and cells that would start a
    /// formula (`=`, `+`, `-`, `@`) kept as text with a leading apostrophe.
    package var excel: Bool

    package init(excel: Bool = false) {
        self.excel = excel
    }

    /// The header row names the columns in English whatever the checklist's language: scripts,
    /// spreadsheets and `hig review` find a column by its name. Under `ko` the page and section
    /// cells hold Apple's Korean titles where known; the strength stays its code.
    package static let columns = [
        "id", "page", "section", "strength", "lead", "ko", "status", "note", "sources", "digest", "changed",
        "filters", "content", "indexed", "tool", "removed", "url", "body", "new", "was", "tables", "why",
        "ko_source",
    ]

    /// The columns every row fills from the checklist's header, so they are the same on each row.
    package static let headerColumns = ["filters", "content", "indexed", "tool"]

    /// The header's cells in the order of `headerColumns`; `filters` is `filtersColumn`'s.
    package static func headerCells(_ header: ChecklistHeader, filters: String) -> [String] {
        [filters, header.content.digest, header.content.indexed, header.tool]
    }

    /// - Parameter removed: guidelines a review had that are no longer in scope: written last,
    ///   with `yes` in `removed`, so their marks and notes are kept and not read back as items.
    package func render(_ checklist: Checklist, removed: [ChecklistItem] = []) throws -> Data {
        let writer = try CSVWriter(stream: .toMemory(), newline: .crlf)
        try writer.write(row: Self.columns)
        let filters = try Self.filtersColumn(checklist.header)
        for (item, isRemoved) in checklist.items.map({ ($0, false) }) + removed.map({ ($0, true) }) {
            try writer.write(
                row: row(
                    item, header: checklist.header, filters: filters, removed: isRemoved,
                    why: checklist.reasons(for: item.practice.page)
                ).map(cell))
        }
        writer.stream.close()
        guard let written = writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else {
            throw CSVError.cannotWriteStream
        }
        return (excel ? Data([0xEF, 0xBB, 0xBF]) : Data()) + written + Data("\r\n".utf8)
    }

    /// An item's cells in the order of `columns`; `filters` is the header's filters as JSON.
    package func row(
        _ item: ChecklistItem, header: ChecklistHeader, filters: String, removed: Bool = false, why: [String] = []
    ) -> [String] {
        [
            item.id, item.pageTitle, item.sectionTitle ?? item.practice.section, item.practice.strength.rawValue,
            item.practice.lead,
            item.practice.ko ?? "", item.status == .open ? "" : item.status.rawValue, item.note,
            item.sources.joined(separator: " "), item.digest, item.changedSinceReview ? "yes" : "",
        ] + Self.headerCells(header, filters: filters) + [
            removed ? "yes" : "", item.practice.url ?? "", item.practice.body, item.newSinceReview ? "yes" : "",
            item.previousWording ?? "", ChecklistTableText.plain(item.tables), why.joined(separator: "; "),
            item.practice.ko == nil ? "" : item.practice.koSource?.rawValue ?? "",
        ]
    }

    /// The header's filters as the `filters` column holds them.
    package static func filtersColumn(_ header: ChecklistHeader) throws -> String {
        try ExportJSON.encode(header.filters, pretty: false)
    }

    private func cell(_ text: String) -> String {
        guard excel, let first = text.first, Self.formulaStarts.contains(first) else { return text }
        return "'" + text
    }

    static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]
}
