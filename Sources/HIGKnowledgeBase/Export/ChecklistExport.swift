import Foundation
import HIGExport
import HIGModel

/// The formats a checklist is exported in.
public enum ChecklistFormat: String, CaseIterable, Sendable {
    case markdown, csv, json, html
}

/// How a checklist is written: its format, the Korean beneath each guideline (`both`, `en`,
/// `ko`), and for CSV, whether it is made for spreadsheets.
public struct ChecklistStyle: Sendable {
    public var format: ChecklistFormat
    public var lang: String
    public var excel: Bool

    public init(format: ChecklistFormat, lang: String, excel: Bool) {
        self.format = format
        self.lang = lang
        self.excel = excel
    }

    /// The checklist, with the items no longer in scope when it updates a review.
    func render(_ checklist: Checklist, removed: [ChecklistItem] = []) throws -> Data {
        switch format {
        case .markdown: Data(ChecklistMarkdown(lang: lang).render(checklist, removed: removed).utf8)
        case .csv: try ChecklistCSV(excel: excel).render(checklist, removed: removed)
        case .json: Data((try ChecklistJSON(checklist, removed: removed).render() + "\n").utf8)
        case .html: Data(ChecklistHTML(lang: lang).render(checklist, removed: removed).utf8)
        }
    }
}

/// An exported checklist: the file, and what its scope leaves out, for the person exporting it.
public struct ChecklistExport: Sendable {
    public var data: Data
    public var scopeNotes: [String]
    /// Problems of a scope file: values left out, keys that mean nothing.
    public var diagnostics: [Diagnostic] = []
}

extension KnowledgeBase {
    /// `hig checklist`: the filters as typed, checked, and the query text, written in `style`.
    public func exportChecklist(query: String, filters: FilterRequest, style: ChecklistStyle) throws
        -> ChecklistExport
    {
        let checklist = try checklist(query: query, filter: resolve(filters), lang: style.lang)
        return ChecklistExport(data: try style.render(checklist), scopeNotes: checklist.scopeNotes)
    }

    /// `hig checklist --scope FILE --app PATH`: the scope file's values checked (each that names
    /// nothing a diagnostic, the rest used) and the pages the app brings, with why, on top of
    /// the filters as typed. Either may be absent.
    public func exportChecklist(
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
