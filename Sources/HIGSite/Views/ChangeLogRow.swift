import HIGModel

/// A row of Apple's change log on a page: the day and what changed.
struct ChangeLogRow: Sendable {
    var date: String
    var change: String

    init(_ entry: ChangeLogEntry) {
        date = entry.date
        change = entry.text
    }
}

extension ChangeLogRow: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["date": date, "change": change] }
}
