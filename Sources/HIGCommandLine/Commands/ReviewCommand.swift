import ArgumentParser
import HIGKnowledgeBase
import HIGModel

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
    func read() throws -> ReviewDocument {
        let review = ReviewDocument(path: file)
        for diagnostic in review.diagnostics { StandardError.writeStyled(Terminal.oneLine(diagnostic.formatted)) }
        guard review.isUsable else { throw HIGExit.rejectedInput }
        return review
    }
}

struct ReviewReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Summarize a review: counts by mark, failing and waived items with notes, coverage by section.")

    @OptionGroup var review: ReviewFileArgument
    /// Taken as every command takes them, so a script passes the same options to each; a
    /// report needs only the review file, so the index is neither read nor built.
    @OptionGroup var location: LocationOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: text, markdown, json or html.")
    var format: ReviewReportFormat = .text

    func run() throws {
        // Standard output shows a reviewer's text escaped on a terminal; a file gets it exact.
        try output.file(input: review.file).write(try review.read().report(format: format))
    }
}

extension ReviewReportFormat: ExpressibleByArgument {}

struct ReviewUpdateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update",
        abstract: "Re-scope a review against the current content, keeping the marks on guidelines that remain.",
        discussion: """
            Uses the filters the review was exported with. Guidelines whose text changed since the review keep \
            their mark and are flagged "changed since review" until the reviewer removes the flag; guidelines \
            no longer in scope are listed. The reviewer's file is never written over: the result goes to \
            standard output or to --output.
            """)

    @OptionGroup var review: ReviewFileArgument
    @OptionGroup var location: LocationOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: markdown, csv, json or html (default: markdown).")
    var format: ChecklistFormat = .markdown

    @Flag(name: .long, help: "CSV for spreadsheets: a byte order mark, and formula-like cells kept as text.")
    var excel = false

    func run() throws {
        let old = try review.read()
        let update = try location.open().updateReview(old, format: format, excel: excel)
        for unknown in update.unknownScope {
            StandardError.write(
                "hig: warning: the review's \(unknown.field) '\(unknown.value)' is not in the current content; it is left out, and the update covers \(update.scopeSummary)"
            )
        }
        StandardError.write(
            "hig: \(update.carried) marks carried over, \(update.changedSinceReview) changed since review, \(update.removed) removed, \(update.added) new"
        )
        try output.file(input: review.file).write(update.data)
    }
}
