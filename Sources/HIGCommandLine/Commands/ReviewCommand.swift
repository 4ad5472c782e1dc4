import ArgumentParser
import HIGExport
import HIGKnowledgeBase

struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Read a filled-in checklist back: a report, or the review re-scoped to newer content.",
        subcommands: [ReviewReportCommand.self, ReviewUpdateCommand.self])
}

/// The review file as typed, read in whichever export format it is in.
struct ReviewFileArgument: ParsableArguments {
    @Argument(
        help: ArgumentHelp("A checklist exported by 'hig checklist' and marked by a reviewer.", valueName: "file"))
    var file: String

    /// Prints the file's problems; throws exit 1 when nothing usable was read.
    func read() throws -> Checklist {
        let paths = PathDisplay()
        let review = ReviewReader.read(path: paths.absolute(file), displayPath: paths.display(file))
        for diagnostic in review.diagnostics { StandardError.writeStyled(Terminal.oneLine(diagnostic.formatted)) }
        guard let checklist = review.checklist, !review.hasErrors else { throw HIGExit.rejectedInput }
        return checklist
    }
}

struct ReviewReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Summarize a review: counts by mark, failing and waived items with notes, coverage by section.")

    @OptionGroup var review: ReviewFileArgument
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: text, markdown, json or html.")
    var format: ReportFormat = .text

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json, html
    }

    func run() throws {
        let report = ReviewReport(try review.read())
        let text: String
        switch format {
        case .text: text = ReviewReportText(markdown: false).render(report)
        case .markdown: text = ReviewReportText(markdown: true).render(report)
        case .json: text = try JSONWriter.encode(report) + "\n"
        case .html: text = ReviewReportHTML().render(report)
        }
        // A reviewer's text shown on a terminal must not carry escape sequences to it.
        let shown = output.output == nil && Terminal.standardOutput.isInteractive ? Terminal.printable(text) : text
        try output.file(input: review.file).write(shown)
    }
}

extension ChecklistHeader {
    /// Whether the file said what it was exported with: every export names the tool, and a
    /// header made up for a file without one (a CSV from elsewhere) names none.
    var isDeclared: Bool { !tool.isEmpty }
}

struct ReviewUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Re-scope a review against the current content, keeping the marks on guidelines that remain.",
        discussion: """
            Uses the filters the review was exported with. Guidelines whose text changed since the review keep
            their mark and are flagged "changed since review" until the reviewer removes the flag; guidelines
            no longer in scope are listed. The reviewer's file is never written over: the result goes to
            standard output or to --output.
            """)

    @OptionGroup var review: ReviewFileArgument
    @OptionGroup var location: LocationOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: markdown, csv, json or html (default: markdown).")
    var format: ExportFormat = .markdown

    @Flag(name: .long, help: "CSV for spreadsheets: a byte order mark, and formula-like cells kept as text.")
    var excel = false

    func run() throws {
        let old = try review.read()
        let knowledgeBase = try location.open()
        var filters = old.header.filters
        var filter = filters.filter
        if old.header.isDeclared {
            // The review's own filters, exactly: "all guidelines" stays all, and pages added since
            // come in as new. A value the content no longer has is dropped, with a warning.
            let scope = try knowledgeBase.currentScope(of: filter)
            filter = scope.filter
            filters.filter = filter
            for unknown in scope.unknown {
                StandardError.write(
                    "hig: warning: the review's \(unknown.field) '\(unknown.value)' is not in the current content; it is left out, and the update covers \(filters.summary)"
                )
            }
        } else {
            // A file that does not say its filters (a CSV from elsewhere): its pages.
            filter.pages = Array(Set(old.items.map(\.practice.page))).sorted()
        }
        let current = try knowledgeBase.checklist(query: filters.query, filter: filter, lang: filters.lang)
        let update = ReviewUpdate(review: old, current: current)
        StandardError.write(
            "hig: \(update.carried) marks carried over, \(update.checklist.items.filter(\.changedSinceReview).count) changed since review, \(update.removed.count) removed, \(update.checklist.items.count - update.carried) new"
        )
        try output.file(input: review.file).write(
            try ExportWriter(format: format, lang: filters.lang, excel: excel).render(
                update.checklist, removed: update.removed))
    }
}
