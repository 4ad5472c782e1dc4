import ArgumentParser
import Foundation
import HIGKnowledgeBase
import HIGModel

struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read HIG pages in every format into the index.",
        discussion: """
            Reads DocC render JSON, HTML, Markdown (web clippings, Korean study notes, DocC articles) and \
            plain text, sniffing each file's format from its content. Problems are printed as \
            file:line diagnostics and the rest still ingests; the previous index is replaced only when \
            the new one is complete.
            """)

    @Argument(help: ArgumentHelp("Files or folders to read (default: Content/).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: TextOrJSON = .text

    func run() throws {
        let ingest = try IngestRun(inputs: paths, content: location.content, index: location.index)
        let progressLine: ProgressLine? = Terminal.standardError.isInteractive ? ProgressLine() : nil
        var report: (@Sendable (Int, Int) -> Void)?
        if let progressLine {
            report = { done, total in progressLine.update(done, total) }
        }
        let summary = try ingest.ingest(progress: report) {
            StandardError.write(
                "hig: waiting for another hig to finish updating \(ingest.paths.display(ingest.indexPath))")
        }
        progressLine?.finish()
        switch format {
        case .json: try JSONWriter.print(summary)
        case .text: try printText(summary, index: ingest.paths.display(ingest.indexPath))
        }
        if summary.hasErrors { throw HIGExit.rejectedInput }
    }

    /// Diagnostics go to standard error, compiler-style; the counts to standard output.
    private func printText(_ summary: IngestSummary, index: String) throws {
        let terminal = Terminal.standardError
        for diagnostic in summary.diagnostics {
            let severity: String
            switch diagnostic.severity {
            case .error: severity = terminal.error("error")
            case .warning: severity = terminal.warning("warning")
            case .note: severity = terminal.dim("note")
            }
            StandardError.writeStyled(
                "\(Terminal.oneLine(diagnostic.file)):\(diagnostic.line):\(diagnostic.column): \(severity): [\(diagnostic.id)] \(Terminal.oneLine(diagnostic.message))"
            )
        }
        let counts = [
            ("files", summary.files), ("pages", summary.pages), ("practices", summary.practices),
            ("translations", summary.translations), ("states", summary.states), ("transitions", summary.transitions),
            ("styles", summary.styles), ("references", summary.references),
        ]
        let errors = summary.diagnostics.filter { $0.severity == .error }.count
        let warnings = summary.diagnostics.filter { $0.severity == .warning }.count
        try StandardOutput.write(
            counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ") + "\n"
                + "\(errors) error(s), \(warnings) warning(s); index written to \(Terminal.oneLine(index))\n")
    }
}

/// "Reading 12/27 files" rewritten in place on a terminal.
final class ProgressLine: Sendable {
    func update(_ done: Int, _ total: Int) {
        try? StandardError.errorWriter.write("\rReading \(done)/\(total) files")
    }

    func finish() {
        try? StandardError.errorWriter.write("\r\u{1B}[K")
    }
}
