import ArgumentParser
import Foundation
import HIGExport
import HIGKnowledgeBase

struct ChecklistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checklist",
        abstract: "Export a design-review checklist: Markdown task list, CSV, JSON or printable HTML.",
        discussion: """
            Takes the same filters as query, and optional query text. Items are grouped page by page and
            section by section, firmest guidelines first. The exported file is the review: mark it and read
            it back with 'hig review report'.
            Examples:
              hig checklist --page multitasking --platform ipados > review.md
              hig checklist --style sheet --format csv --excel --output sheets.csv
              hig checklist "audio" --state background --format html --output audio.html
            """)

    @Argument(help: ArgumentHelp("Only guidelines that answer this query.", valueName: "text"))
    var words: [String] = []

    @OptionGroup var filterOptions: FilterOptions
    @OptionGroup var location: LocationOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: markdown, csv, json or html.")
    var format: ExportFormat = .markdown

    @Option(name: .long, help: "Korean beneath each guideline: both (default) or en.")
    var lang: ChecklistLanguage = .both

    @Flag(name: .long, help: "CSV for spreadsheets: a byte order mark, and formula-like cells kept as text.")
    var excel = false

    func run() throws {
        let checklist = try location.read { knowledgeBase in
            let filter = try knowledgeBase.resolveForCommandLine(filterOptions)
            return try knowledgeBase.checklist(query: words.joined(separator: " "), filter: filter, lang: lang.rawValue)
        }
        for note in checklist.scopeNotes { StandardError.write("hig: \(note)") }
        try output.file().write(try ExportWriter(format: format, lang: lang.rawValue, excel: excel).render(checklist))
    }
}

enum ExportFormat: String, ExpressibleByArgument, CaseIterable {
    case markdown, csv, json, html
}

enum ChecklistLanguage: String, ExpressibleByArgument, CaseIterable {
    case both, en, ko
}

struct OutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Replace the --output file when it exists.")
    var force = false

    func file(input: String? = nil) -> OutputFile {
        OutputFile(path: output, force: force, input: input)
    }
}

/// A checklist in the format asked for.
struct ExportWriter {
    var format: ExportFormat
    var lang: String
    var excel: Bool

    func render(_ checklist: Checklist, removed: [ChecklistItem] = []) throws -> Data {
        switch format {
        case .markdown: Data(ChecklistMarkdown(lang: lang).render(checklist, removed: removed).utf8)
        case .csv: try ChecklistCSV(excel: excel).render(checklist, removed: removed)
        case .json: Data((try ChecklistJSON(checklist, removed: removed).render() + "\n").utf8)
        case .html: Data(ChecklistHTML(lang: lang).render(checklist, removed: removed).utf8)
        }
    }
}
