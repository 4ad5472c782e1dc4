import HIGModel

/// One of a page's tables, for `table.mustache`: a real `<table>` with its caption and column
/// headers, every cell escaped by the template.
struct TableView: Sendable {
    struct RowView: Sendable {
        var cells: [String]
    }

    var anchor: String
    /// The caption shown above the table: on a page, none when the paragraph before it says it.
    var caption: String?
    /// What the table's region is called for a screen reader: its caption even when not shown.
    var label: String?
    var header: [String]
    var rows: [RowView]
    /// Apple's Korean edition of the table, shown beside the English by the page's language mode.
    var korean: KoreanTableView?

    /// - Parameter page: the page whose prose the table stands in, when shown there.
    init(_ table: Table, on page: Page? = nil) {
        anchor = "table-\(table.number)"
        label = table.caption
        caption = (page.map { $0.tableAmidProse(table) } ?? table).caption
        header = table.header
        rows = table.rows.map { RowView(cells: $0) }
        korean = table.korean.map(KoreanTableView.init)
    }
}

/// The Korean cells of a table, in the English table's box: `lang="ko"` so it is read as Korean.
struct KoreanTableView: Sendable {
    var header: [String]
    var rows: [TableView.RowView]

    init(_ table: Table) {
        header = table.header
        rows = table.rows.map { TableView.RowView(cells: $0) }
    }
}

extension KoreanTableView: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["header": header, "hasHeader": !header.isEmpty, "rows": rows] }
}

extension TableView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "anchor": anchor, "caption": caption, "label": label, "header": header, "hasHeader": !header.isEmpty,
            "rows": rows, "korean": korean,
        ]
    }
}

extension TableView.RowView: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["cells": cells] }
}
