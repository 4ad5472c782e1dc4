import ArgumentParser
import Foundation
import HIGKnowledgeBase
import HIGModel

struct ChecklistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checklist",
        abstract: "Export a design-review checklist: Markdown task list, CSV, JSON or printable HTML.",
        discussion: """
            Takes the same filters as query, and optional query text. Items are grouped page by page and \
            section by section, firmest guidelines first. The exported file is the review: mark it and read \
            it back with 'hig review report'.
            Examples:
              hig checklist --page multitasking --platform ipados > review.md
              hig checklist --style sheet --format csv --excel --output sheets.csv
              hig checklist "audio" --state background --format html --output audio.html
              hig checklist --scope review.yml --output review.md
              hig checklist --app ~/Projects/PhotoEditor --platform ios --output review.md
            A scope file (YAML) names platforms and strengths that narrow everything, and pages, sections, \
            styles, states, queries and IDs to include, and pages, sections and IDs to exclude; see \
            docs/reviews.md. --app reads an app's project and brings the pages its Info.plist keys, \
            entitlements and developer symbols concern, each page with why; it combines with --scope.
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

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A scope file (YAML): platforms and strength narrow, include brings guidelines in, exclude keeps them out.",
            valueName: "file"))
    var scope: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "An app's project folder: its Info.plist keys, entitlements and the developer symbols its sources use bring the pages they concern, each with why.",
            valueName: "path"))
    var app: String?

    func run() throws {
        let paths = PathDisplay()
        let scopeFile = scope.map { ScopeFile.read(path: paths.absolute($0), displayPath: paths.display($0)) }
        let exported = try location.read { knowledgeBase in
            try filterOptions.checked {
                let style = ChecklistStyle(format: format, lang: lang.rawValue, excel: excel)
                let query = words.joined(separator: " ")
                guard scopeFile != nil || app != nil else {
                    return try knowledgeBase.exportChecklist(query: query, filters: filterOptions.request, style: style)
                }
                let reading = try app.map {
                    try knowledgeBase.readApp(path: paths.absolute($0), displayPath: paths.display($0), paths: paths)
                }
                return try knowledgeBase.exportChecklist(
                    query: query, filters: filterOptions.request, scope: scopeFile, app: reading, style: style)
            }
        }
        for diagnostic in exported.diagnostics { StandardError.writeStyled(Terminal.oneLine(diagnostic.formatted)) }
        for note in exported.scopeNotes { StandardError.write("hig: \(note)") }
        try output.file().write(exported.data)
        // The checklist is written from the values that were understood; the rest were rejected.
        if exported.diagnostics.contains(where: { $0.severity == .error }) { throw HIGExit.rejectedInput }
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
