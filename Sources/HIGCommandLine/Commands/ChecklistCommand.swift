import ArgumentParser
import Foundation
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
    var format: ChecklistFormat = .markdown

    @Option(name: .long, help: "Korean beneath each guideline: both (default) or en.")
    var lang: ChecklistLanguage = .both

    @Flag(name: .long, help: "CSV for spreadsheets: a byte order mark, and formula-like cells kept as text.")
    var excel = false

    func run() throws {
        let exported = try location.read { knowledgeBase in
            try filterOptions.checked {
                try knowledgeBase.exportChecklist(
                    query: words.joined(separator: " "), filters: filterOptions.request,
                    style: ChecklistStyle(format: format, lang: lang.rawValue, excel: excel))
            }
        }
        for note in exported.scopeNotes { StandardError.write("hig: \(note)") }
        try output.file().write(exported.data)
    }
}

extension ChecklistFormat: ExpressibleByArgument {}

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
