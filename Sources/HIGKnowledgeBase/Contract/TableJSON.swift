import HIGModel

/// A table in JSON: `{"id","caption","header","rows","section","practice","sources":[{"file","line"}]}`.
/// `caption`, `section` and `practice` are null when the table has none. A table only Apple's
/// Korean edition gives adds `"onlyInKorean":true` (its cells are Apple's English wording of the
/// Korean ones where the page's other tables give it, the Korean elsewhere).
package struct TableJSON: Encodable {
    package var id: String
    package var caption: String?
    package var header: [String]
    package var rows: [[String]]
    package var section: String?
    package var practice: String?
    package var sources: [SourceLocation]
    package var onlyInKorean: Bool?

    package init(_ table: Table, page: String, paths: PathDisplay) {
        id = table.id(onPage: page)
        caption = table.caption
        header = table.header
        rows = table.rows
        section = table.section
        practice = table.practice
        sources = [SourceLocation(file: paths.display(table.source.file), line: table.source.line)]
        onlyInKorean = table.onlyInKorean
    }

    private enum CodingKeys: String, CodingKey {
        case id, caption, header, rows, section, practice, sources, onlyInKorean
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(caption, forKey: .caption)
        try container.encode(header, forKey: .header)
        try container.encode(rows, forKey: .rows)
        try container.encode(section, forKey: .section)
        try container.encode(practice, forKey: .practice)
        try container.encode(sources, forKey: .sources)
        try container.encodeIfPresent(onlyInKorean, forKey: .onlyInKorean)
    }
}

/// `hig show PRACTICE --format json`: the practice's fields, and `tables`, the tables that
/// directly follow it on its page.
package struct PracticeDetailJSON: Encodable {
    package var practice: Practice
    package var tables: [TableJSON]

    package init(_ detail: PracticeDetail, paths: PathDisplay) {
        practice = paths.practice(detail.practice)
        tables = detail.tables.map { TableJSON($0, page: detail.practice.page, paths: paths) }
    }

    private enum CodingKeys: String, CodingKey {
        case tables
    }

    package func encode(to encoder: any Encoder) throws {
        try practice.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(tables, forKey: .tables)
    }
}

/// A table row that answers a query, in `hig query --format json`'s `tables`: `{"kind":"table",
/// "id","title","detail"}` and the row's fields (`TableRowHit`): `"page","table","row","pageTitle",
/// "section","caption","header","cells","practice","source":{"file","line"},"score"`, and where
/// Apple's Korean edition translates the table `"pageTitleKo","sectionKo","headerKo","cellsKo"`;
/// `"onlyInKorean":true` where only that edition gives the table (its English cells are Apple's
/// wording from the page's other tables, the Korean where those give none).
package struct TableRowJSON: Encodable {
    package var row: TableRowHit

    package init(_ row: TableRowHit, paths: PathDisplay) {
        var shown = row
        shown.source.file = paths.display(row.source.file)
        self.row = shown
    }

    private enum CodingKeys: String, CodingKey {
        case kind, id, title, detail
    }

    package func encode(to encoder: any Encoder) throws {
        try row.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("table", forKey: .kind)
        try container.encode(row.id, forKey: .id)
        try container.encode(row.title, forKey: .title)
        try container.encode(row.detail, forKey: .detail)
    }
}
