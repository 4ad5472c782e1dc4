import HIGModel

/// A change log's rows: the date and change of each, and the newest date, which dates the
/// version the source holds.
enum ChangeLogWalker: DraftWalker {
    private static let titles: Set<String> = [
        "change log", "changelog", "revision history", "document revision history", "변경 기록", "변경 내역",
        "변경 로그",
    ]

    /// Whether a heading with this title opens a change log.
    static func opens(_ title: String) -> Bool {
        titles.contains(title.lowercased().trimmed)
    }

    static func take(_ block: Block, _ cursor: inout DraftCursor) -> Bool {
        guard cursor.inChangeLog else { return false }
        let text = block.content.text
        guard let newest = RevisionDates.dates(in: text).max() else { return true }
        if newest > (cursor.draft.revised ?? "") { cursor.draft.revised = newest }
        // A row is "date | changes": the cell after the date says what changed.
        let cells = text.components(separatedBy: " | ")
        if cells.count >= 2, let date = RevisionDates.dates(in: cells[0]).first {
            let changes = cells.dropFirst().joined(separator: " ").trimmingCharacters(in: .whitespaces)
            if !changes.isEmpty { cursor.draft.changeLog.append(ChangeLogEntry(date: date, text: changes)) }
        }
        return true
    }
}
