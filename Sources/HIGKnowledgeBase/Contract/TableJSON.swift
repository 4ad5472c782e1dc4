import HIGModel

/// A table in JSON: `{"id","caption","header","rows","section","practice","sources":[{"file","line"}]}`.
/// `caption`, `section` and `practice` are null when the table has none.
public struct TableJSON: Encodable {
    public var id: String
    public var caption: String?
    public var header: [String]
    public var rows: [[String]]
    public var section: String?
    public var practice: String?
    public var sources: [SourceLocation]

    public init(_ table: Table, page: String, paths: PathDisplay) {
        id = table.id(onPage: page)
        caption = table.caption
        header = table.header
        rows = table.rows
        section = table.section
        practice = table.practice
        sources = [SourceLocation(file: paths.display(table.source.file), line: table.source.line)]
    }

    private enum CodingKeys: String, CodingKey {
        case id, caption, header, rows, section, practice, sources
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(caption, forKey: .caption)
        try container.encode(header, forKey: .header)
        try container.encode(rows, forKey: .rows)
        try container.encode(section, forKey: .section)
        try container.encode(practice, forKey: .practice)
        try container.encode(sources, forKey: .sources)
    }
}

/// `hig show PRACTICE --format json`: the practice's fields, and `tables`, the tables that
/// directly follow it on its page.
public struct PracticeDetailJSON: Encodable {
    public var practice: Practice
    public var tables: [TableJSON]

    public init(_ detail: PracticeDetail, paths: PathDisplay) {
        practice = paths.practice(detail.practice)
        tables = detail.tables.map { TableJSON($0, page: detail.practice.page, paths: paths) }
    }

    private enum CodingKeys: String, CodingKey {
        case tables
    }

    public func encode(to encoder: any Encoder) throws {
        try practice.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tables, forKey: .tables)
    }
}

/// A table row that answers a query, in `hig query --format json`'s `tables`: `{"kind":"table",
/// "id","title","detail"}` and the row's fields (`TableRowHit`): `"page","table","row","pageTitle",
/// "section","caption","header","cells","practice","source":{"file","line"},"score"`.
public struct TableRowJSON: Encodable {
    public var row: TableRowHit

    public init(_ row: TableRowHit, paths: PathDisplay) {
        var shown = row
        shown.source.file = paths.display(row.source.file)
        self.row = shown
    }

    private enum CodingKeys: String, CodingKey {
        case kind, id, title, detail
    }

    public func encode(to encoder: any Encoder) throws {
        try row.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("table", forKey: .kind)
        try container.encode(row.id, forKey: .id)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.detail, forKey: .detail)
    }
}
