/// A row of a page's change log: the day Apple revised the page and what it says changed.
public struct ChangeLogEntry: Hashable, Codable, Sendable {
    /// `yyyy-MM-dd`.
    public var date: String
    public var text: String

    public init(date: String, text: String) {
        self.date = date
        self.text = text
    }
}
