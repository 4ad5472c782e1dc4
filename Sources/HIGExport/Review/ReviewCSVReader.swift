import CSV
import Foundation
import HIGModel

/// Reads a CSV review: a header row naming at least `id` and `status`, then one row per item.
/// Line numbers count the lines of quoted fields that span several.
struct ReviewCSVReader {
    let file: String
    /// Exported with `--excel` (it starts with a byte order mark): formula-like cells carry an
    /// apostrophe to take off.
    var fromSpreadsheet = false
    /// The cell separator: a spreadsheet set to a locale with a decimal comma writes `;`.
    var delimiter: UnicodeScalar = ","
    /// The header row's line: 2 when a `sep=;` line (Excel's) comes first and was taken off.
    var headerLine = 1

    func read(_ text: String) -> ReviewFile {
        var problems = ReviewProblems(file: file)
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        if let problem = CSVQuoting.firstProblem(in: body, delimiter: delimiter, firstLine: headerLine) {
            problems.error("csv.quote", line: problem.line, problem.message)
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        let reader: CSVReader
        do {
            reader = try CSVReader(string: body, hasHeaderRow: true, delimiter: delimiter)
        } catch {
            problems.error("csv.invalid", line: headerLine, "not readable as CSV: \(error)")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        let columns = (reader.headerRow ?? []).map { $0.trimmed.lowercased() }
        for required in ["id", "status"] where !columns.contains(required) {
            problems.error(
                "csv.column", line: headerLine, "no '\(required)' column; the header row must name id and status")
        }
        if problems.hasErrors {
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        var line = headerLine + 1
        var items: [ChecklistItem] = []
        var removed: [ChecklistItem] = []
        var header: ChecklistHeader?
        var check = ReviewItemCheck()
        while let row = reader.next() {
            // Lines are counted as `CSVQuoting` counts them: by line feeds.
            defer { line += 1 + row.reduce(0) { $0 + $1.utf8.count(where: { $0 == UInt8(ascii: "\n") }) } }
            if row.allSatisfy({ $0.isBlank }) { continue }
            let value = { (name: String) -> String in
                guard let index = columns.firstIndex(of: name), index < row.count else { return "" }
                return fromSpreadsheet ? Self.uncell(row[index]) : row[index]
            }
            // A guideline an update found removed: listed with its mark, never reviewed again.
            if !value("removed").isEmpty {
                removed.append(
                    ChecklistItem(
                        practice: Practice.reviewed(
                            id: value("id"), lead: value("lead"), ko: nil, section: value("section"),
                            strength: value("strength"), sources: []),
                        pageTitle: value("page"), status: ReviewStatus(marker: value("status")) ?? .open,
                        note: value("note")))
                continue
            }
            let statusText = value("status").trimmed
            guard let status = ReviewStatus(marker: statusText) else {
                problems.error(
                    "item.mark", line: line,
                    "unknown status '\(statusText)': use pass, fail, n/a, waived or leave it empty")
                continue
            }
            let id = value("id").trimmed
            guard check.admit(id: id, line: line, problems: &problems) else { continue }
            if header == nil { header = readHeader(value) }
            let practice = Practice.reviewed(
                id: id, lead: value("lead"), body: value("body"), ko: value("ko"), section: value("section"),
                strength: value("strength"), sources: value("sources").split(separator: " ").map(String.init))
            let previous = value("was")
            items.append(
                ChecklistItem(
                    practice: practice, pageTitle: value("page"), status: status,
                    note: value("note"), digest: value("digest"), changedSinceReview: !value("changed").isEmpty,
                    newSinceReview: !value("new").isEmpty, previousWording: previous.isEmpty ? nil : previous))
        }
        if let error = reader.error {
            problems.error("csv.invalid", line: line, "CSV stops being readable here: \(error)")
        }
        guard !items.isEmpty else {
            problems.error("empty", line: 1, "no checklist rows found")
            return ReviewFile(checklist: nil, diagnostics: problems.diagnostics)
        }
        return ReviewFile(
            checklist: Checklist(
                header: header
                    ?? ChecklistHeader(
                        title: "", filters: ChecklistFilters(), content: ContentSnapshot(digest: "", indexed: ""),
                        tool: ""),
                items: items, removed: removed),
            diagnostics: problems.diagnostics)
    }

    private func readHeader(_ value: (String) -> String) -> ChecklistHeader {
        let filters = (try? JSONDecoder().decode(ChecklistFilters.self, from: Data(value("filters").utf8)))
        return ChecklistHeader(
            title: "", filters: filters ?? ChecklistFilters(),
            content: ContentSnapshot(digest: value("content"), indexed: value("indexed")), tool: value("tool"))
    }

    /// Undoes the apostrophe `ChecklistCSV` puts before a formula-like cell for Excel.
    static func uncell(_ text: String) -> String {
        guard text.hasPrefix("'"), let second = text.dropFirst().first, ChecklistCSV.formulaStarts.contains(second)
        else { return text }
        return String(text.dropFirst())
    }
}
