/// A row of a page's change log: the day Apple revised the page and what it says changed.
package struct ChangeLogEntry: Hashable, Codable, Sendable {
    /// `yyyy-MM-dd`.
    package var date: String
    package var text: String

    package init(date: String, text: String) {
        self.date = date
        self.text = text
    }
}
