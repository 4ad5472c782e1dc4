import Foundation
import HIGExport
import HIGModel

/// The formats a checklist is exported in.
package enum ChecklistFormat: String, CaseIterable, Sendable {
    case markdown, csv, json, html
}

/// How a checklist is written: its format, the Korean beneath each guideline (`both`, `en`,
/// `ko`), and for CSV, whether it is made for spreadsheets.
package struct ChecklistStyle: Sendable {
    package var format: ChecklistFormat
    package var lang: String
    package var excel: Bool

    package init(format: ChecklistFormat, lang: String, excel: Bool) {
        self.format = format
        self.lang = lang
        self.excel = excel
    }

    /// The checklist as a file, with the items no longer in scope when it updates a review.
    func render(_ checklist: Checklist, removed: [ChecklistItem] = []) throws -> Data {
        let body = try written(checklist, removed: removed)
        // A JSON file ends its last line as the other formats' files do.
        return format == .json ? body + Data("\n".utf8) : body
    }

    /// The checklist as text, as the MCP `checklist` tool answers with it: the file's words
    /// without the line feed a JSON file ends in.
    package func text(_ checklist: Checklist) throws -> String {
        String(decoding: try written(checklist, removed: []), as: UTF8.self)
    }

    /// The one place a format picks its writer.
    private func written(_ checklist: Checklist, removed: [ChecklistItem]) throws -> Data {
        switch format {
        case .markdown: Data(ChecklistMarkdown(lang: lang).render(checklist, removed: removed).utf8)
        case .csv: try ChecklistCSV(excel: excel).render(checklist, removed: removed)
        case .json: Data(try ChecklistJSON(checklist, removed: removed).render().utf8)
        case .html: Data(ChecklistHTML(lang: lang).render(checklist, removed: removed).utf8)
        }
    }

    /// The checklist's JSON contract (`hig checklist --format json`), as a value to encode.
    package static func contract(_ checklist: Checklist) -> some Encodable & Sendable {
        ChecklistJSON(checklist)
    }
}

/// An exported checklist: the file, and what its scope leaves out, for the person exporting it.
package struct ChecklistExport: Sendable {
    package var data: Data
    package var scopeNotes: [String]
    /// Problems of a scope file: values left out, keys that mean nothing.
    package var diagnostics: [Diagnostic] = []
}

extension KnowledgeBase {
    /// `hig checklist`: the filters as typed, checked, and the query text, written in `style`.
    package func exportChecklist(query: String, filters: FilterRequest, style: ChecklistStyle) throws
        -> ChecklistExport
    {
        let checklist = try checklist(query: query, filter: resolve(filters), lang: style.lang)
        return ChecklistExport(data: try style.render(checklist), scopeNotes: checklist.scopeNotes)
    }

    /// `hig checklist --scope FILE --app PATH`: the scope file's values checked (each that names
    /// nothing a diagnostic, the rest used) and the pages the app brings, with why, on top of
    /// the filters as typed. Either may be absent.
    package func exportChecklist(
        query: String, filters: FilterRequest, scope file: ScopeFile?, app: AppScopeReading? = nil,
        style: ChecklistStyle
    ) throws -> ChecklistExport {
        var resolved =
            try file.map { try resolve($0, filters: filters) }
            ?? ResolvedScope(filter: try resolve(filters), scope: ReviewScope(), diagnostics: [])
        resolved.scope.app = app?.scope
        let checklist = try checklist(query: query, filter: resolved.filter, lang: style.lang, scope: resolved.scope)
        var export = ChecklistExport(data: try style.render(checklist), scopeNotes: checklist.scopeNotes)
        export.diagnostics = (app?.diagnostics ?? []) + resolved.diagnostics
        return export
    }
}
