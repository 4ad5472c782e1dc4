/// A column of an index table, declared once: the schema creates it from its definition, rows
/// are written and read by its name.
protocol IndexColumn: RawRepresentable<String>, CaseIterable {
    /// The SQL type and constraints after the name.
    var definition: String { get }
}

extension IndexColumn {
    /// `CREATE TABLE name (column definition, …)`.
    static func createTable(_ name: String) -> String {
        "CREATE TABLE \(name) (" + allCases.map { "\($0.rawValue) \($0.definition)" }.joined(separator: ", ") + ");"
    }

    /// `INSERT INTO name (every column) VALUES (?, …)`.
    static func insert(into name: String) -> String {
        let names = allCases.map(\.rawValue)
        return "INSERT INTO \(name) (\(names.joined(separator: ", "))) VALUES ("
            + Array(repeating: "?", count: names.count).joined(separator: ", ") + ")"
    }
}

/// `practice`: one row per practice, with the columns filters and ranking read.
enum PracticeColumn: String, IndexColumn {
    case rowid, id, page, position
    case pageTitle = "page_title"
    case strength, platforms
    /// States and transitions, " a b c " (see `IndexWriter.spaced`).
    case states
    case styles
    /// Source files, one a line.
    case sources
    case leadNormalized = "lead_normalized"
    case koNormalized = "ko_normalized"
    case koLeadNormalized = "ko_lead_normalized"
    /// Transitions the lead names by cue or callback, spaced.
    case leadTransitions = "lead_transitions"
    /// The practice as a `PracticeRecord`.
    case record
    case digestKey = "digest_key"
    case outdated
    /// The kind of the practice's most authoritative source (`SourceKind`).
    case kind
    /// The practice's lead and body with their markup (`RichPractice` as JSON), read only where
    /// a practice is shown whole; "" when it has none. Search decodes the record alone.
    case rich

    var definition: String {
        switch self {
        case .rowid: "INTEGER PRIMARY KEY"
        case .id: "TEXT NOT NULL UNIQUE"
        case .position, .outdated: "INTEGER NOT NULL"
        default: "TEXT NOT NULL"
        }
    }
}

/// `practice_search`, the FTS5 table of practices; its rowid is the practice's.
enum PracticeSearchColumn: String, CaseIterable {
    case lead, body, titles, ko, symbols, moments
    /// Apple's Korean (`Practice.appleKorean`); `ko` holds the community's.
    case appleKo = "apple_ko"

    /// Whether the column's words go into the typo-correction vocabulary: Korean is not corrected.
    var holdsVocabulary: Bool { self != .ko && self != .appleKo }

    static var vocabularyColumns: [PracticeSearchColumn] { allCases.filter(\.holdsVocabulary) }
}

/// `page`: each page as JSON.
enum PageColumn: String, IndexColumn {
    case rowid, id, title, record

    var definition: String {
        switch self {
        case .rowid: "INTEGER PRIMARY KEY"
        case .id: "TEXT NOT NULL UNIQUE"
        case .title: "TEXT NOT NULL"
        case .record: "BLOB NOT NULL"
        }
    }
}

/// `source_file`: every content file with the stamp it had when read (`FileStamp`).
enum SourceFileColumn: String, IndexColumn {
    case path, size, modified, changed, inode, format
    /// The page the file was read into; NULL when it was skipped.
    case page

    var definition: String {
        switch self {
        case .path: "TEXT PRIMARY KEY"
        case .size, .modified, .changed, .inode: "INTEGER NOT NULL"
        case .format: "TEXT NOT NULL"
        case .page: "TEXT"
        }
    }
}

/// `vocabulary`: the English words of practices and how often they occur.
enum VocabularyColumn: String {
    case word, frequency
}

/// `table_row`: one row per body row of a page's tables, with what a search answer shows of it.
enum TableRowColumn: String, IndexColumn {
    case rowid, page
    case pageTitle = "page_title"
    /// The table's number on its page (`Table.number`) and the row's in the table, from 1.
    case tableNumber = "table_number"
    case rowNumber = "row_number"
    case section, caption
    /// The header cells and the row's cells, as JSON arrays of strings.
    case header, cells
    /// The practice the table follows, or "".
    case practice
    case source, line
    /// Apple's Korean edition of the row where it translates the table: the page and section
    /// titles (or ""), the header and cells as JSON arrays (the cells "" when there is none).
    case pageTitleKo = "page_title_ko"
    case sectionKo = "section_ko"
    case headerKo = "header_ko"
    case cellsKo = "cells_ko"
    /// 1 when only Apple's Korean edition gives the table (`Table.onlyInKorean`), else 0.
    case onlyInKorean = "only_in_korean"
    /// 1 when the table is a tab Apple's page does not open on (`Table.isOtherTab`), else 0.
    case otherTab = "other_tab"

    var definition: String {
        switch self {
        case .rowid: "INTEGER PRIMARY KEY"
        case .tableNumber, .rowNumber, .line, .onlyInKorean, .otherTab: "INTEGER NOT NULL"
        default: "TEXT NOT NULL"
        }
    }
}

/// `table_row_search`, the FTS5 table of table rows; its rowid is the row's. `cells` holds the
/// row's own words, `context` the page title, section, caption, column headers and the lead of
/// the practice the table follows: a row of sizes is found by the words around it. Each holds
/// Apple's Korean of the same beside the English, so a Korean question finds the row too.
enum TableRowSearchColumn: String, CaseIterable {
    case cells, context
}
