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
    /// Says a table only Apple's Korean edition gives is that (`Table.onlyInKorean`); nil otherwise.
    var origin: String?
    /// The Korean header, as a second header row of the English table, where the Korean edition
    /// adds nothing to the English cells (`Table.koreanAddsNothing`): in the both mode the
    /// Korean table is not shown, so each number is read once, as `hig show` prints it.
    var koreanHeader: RowView?
    /// Whether the table has a caption line: its caption, or the words saying where it is from.
    var hasCaption: Bool

    /// - Parameter page: the page whose prose the table stands in, when shown there.
    init(_ table: Table, on page: Page? = nil) {
        anchor = "table-\(table.number)"
        label = table.caption
        caption = (page.map { $0.tableAmidProse(table) } ?? table).caption
        header = table.header
        rows = table.rows.map { RowView(cells: $0) }
        korean = table.korean.map(KoreanTableView.init)
        origin = table.onlyInKorean == true ? ToolWords.onlyInAppleKorean.text(.en) : nil
        hasCaption = caption != nil || origin != nil
        if table.koreanAddsNothing, let korean = table.korean, !korean.header.isEmpty {
            koreanHeader = RowView(cells: korean.header)
        }
    }
}

/// The Korean cells of a table, in the English table's box: `lang="ko"` so it is read as Korean.
struct KoreanTableView: Sendable {
    var header: [String]
    var rows: [TableView.RowView]
    /// The tab a table only the Korean edition gives stands under, and the words that say so.
    var caption: String?
    var origin: String?
    var hasCaption: Bool

    init(_ table: Table) {
        header = table.header
        rows = table.rows.map { TableView.RowView(cells: $0) }
        // `Table.korean` keeps a caption only where the table is only in the Korean edition.
        caption = table.caption
        origin = table.onlyInKorean == true ? ToolWords.onlyInAppleKorean.text(.ko) : nil
        hasCaption = caption != nil || origin != nil
    }
}

extension KoreanTableView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "header": header, "hasHeader": !header.isEmpty, "rows": rows, "caption": caption, "origin": origin,
            "hasCaption": hasCaption,
        ]
    }
}

extension TableView: TemplateFields {
    var templateFields: [String: any TemplateValue] {
        [
            "anchor": anchor, "caption": caption, "label": label, "header": header, "hasHeader": !header.isEmpty,
            "rows": rows, "korean": korean, "origin": origin, "hasCaption": hasCaption,
            "koreanHeader": koreanHeader,
        ]
    }
}

extension TableView.RowView: TemplateFields {
    var templateFields: [String: any TemplateValue] { ["cells": cells] }
}
