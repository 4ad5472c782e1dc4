/// Apple's Korean edition of a table, cell for cell: `header[i]` and `rows[r][c]` translate the
/// English table's cells at the same places.
public struct TableTranslation: Hashable, Codable, Sendable {
    public var header: [String]
    public var rows: [[String]]
    public var source: SourceLocation

    public init(header: [String], rows: [[String]], source: SourceLocation) {
        self.header = header
        self.rows = rows
        self.source = source
    }
}
