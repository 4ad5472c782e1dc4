import HIGModel

/// One of a page's tables, for `table.mustache`: a real `<table>` with its caption and column
/// headers, every cell escaped by the template.
struct TableView: Sendable {
    struct RowView: Sendable {
        var cells: [String]
    }

    var anchor: String
    var caption: String?
    var header: [String]
    var rows: [RowView]

    init(_ table: Table) {
        anchor = "table-\(table.number)"
        caption = table.caption
        header = table.header
        rows = table.rows.map { RowView(cells: $0) }
    }
}

extension TableView: TemplateFields {
    var templateFields: [String: Any?] {
        ["anchor": anchor, "caption": caption, "header": header, "hasHeader": !header.isEmpty, "rows": rows]
    }
}

extension TableView.RowView: TemplateFields {
    var templateFields: [String: Any?] { ["cells": cells] }
}
