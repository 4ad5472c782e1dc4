/// A row of one of Apple's tables that answers a query: the numbers themselves ("iOS, iPadOS |
/// 44x44 pt | 28x28 pt"), with the page, section, caption and column headers that say what they
/// are. Shown apart from the ranked results.
public struct TableRowHit: Sendable, Hashable, Codable {
    public var page: String
    /// The table's number on its page and the row's in the table, from 1.
    public var table: Int
    public var row: Int
    public var pageTitle: String
    public var section: String?
    public var caption: String?
    public var header: [String]
    public var cells: [String]
    /// The practice the table follows.
    public var practice: String?
    public var source: SourceLocation
    public var score: Double

    public init(
        page: String, table: Int, row: Int, pageTitle: String, section: String?, caption: String?, header: [String],
        cells: [String], practice: String?, source: SourceLocation, score: Double
    ) {
        self.page = page
        self.table = table
        self.row = row
        self.pageTitle = pageTitle
        self.section = section
        self.caption = caption
        self.header = header
        self.cells = cells
        self.practice = practice
        self.source = source
        self.score = score
    }

    /// `page#table-n`: the table the row is in.
    public var tableID: String { "\(page)#table-\(table)" }
    /// `page#table-n-row-m`.
    public var id: String { "\(tableID)-row-\(row)" }

    /// The cells as one line: "iOS, iPadOS | 44x44 pt | 28x28 pt".
    public var title: String { cells.joined(separator: " | ") }

    /// Each cell under its column's header: "Platform: iOS, iPadOS · Default control size: 44x44 pt".
    public var detail: String {
        zip(header + Array(repeating: "", count: max(0, cells.count - header.count)), cells).map { name, cell in
            name.isEmpty ? cell : "\(name): \(cell)"
        }.joined(separator: " · ")
    }
}
