import ArgumentParser
import Foundation
import HIGIngest
import HIGModel

struct IngestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ingest",
        abstract: "Read HIG pages in every format into the index.",
        discussion: """
            Reads DocC render JSON, HTML, Markdown (web clippings, Korean study notes, DocC articles) and
            plain text, sniffing each file's format from its content. Problems are printed as
            file:line diagnostics and the rest still ingests; the previous index is replaced only when
            the new one is complete.
            """)

    @Argument(help: ArgumentHelp("Files or folders to read (default: Content/).", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: TextOrJSON = .text

    func run() throws {
        let manager = IndexManager()
        let display = manager.paths
        var contentPaths = paths.map(display.absolute)
        if contentPaths.isEmpty {
            // The index says where the result goes; the content is named or found as usual.
            contentPaths = try manager.locate(content: location.content, index: nil).content ?? []
        }
        guard !contentPaths.isEmpty else {
            throw EnvironmentError(description: "nothing to ingest: name files or folders, or pass --content DIR")
        }
        let indexPath =
            location.index.map(display.absolute)
            ?? ContentLocator.defaultIndex(forContent: contentPaths.first { isDirectory($0) } ?? contentPaths[0])
        let progressLine: ProgressLine? = Terminal.standardError.isInteractive ? ProgressLine() : nil
        var report: (@Sendable (Int, Int) -> Void)?
        if let progressLine {
            report = { done, total in progressLine.update(done, total) }
        }
        let fingerprint = IndexManager.fingerprint(contentPaths)
        let result = manager.ingest(contentPaths, progress: report)
        progressLine?.finish()
        try manager.write(result.graph, contentPaths: contentPaths, fingerprint: fingerprint, to: indexPath)
        let summary = IngestSummary(result: result, paths: display)
        switch format {
        case .json: try JSONWriter.print(summary)
        case .text: printText(summary, index: display.display(indexPath))
        }
        if result.hasErrors { throw HIGExit.rejectedInput }
    }

    private func isDirectory(_ path: String) -> Bool {
        var flag: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &flag) && flag.boolValue
    }

    /// Diagnostics go to standard error, compiler-style; the counts to standard output.
    private func printText(_ summary: IngestSummary, index: String) {
        let terminal = Terminal.standardError
        for diagnostic in summary.diagnostics {
            let severity: String
            switch diagnostic.severity {
            case .error: severity = terminal.error("error")
            case .warning: severity = terminal.warning("warning")
            case .note: severity = terminal.dim("note")
            }
            StandardError.write(
                "\(diagnostic.file):\(diagnostic.line):\(diagnostic.column): \(severity): [\(diagnostic.id)] \(diagnostic.message)"
            )
        }
        let counts = [
            ("files", summary.files), ("pages", summary.pages), ("practices", summary.practices),
            ("translations", summary.translations), ("states", summary.states), ("transitions", summary.transitions),
            ("styles", summary.styles), ("references", summary.references),
        ]
        print(counts.map { "\($0.1) \($0.0)" }.joined(separator: ", "))
        let errors = summary.diagnostics.filter { $0.severity == .error }.count
        let warnings = summary.diagnostics.filter { $0.severity == .warning }.count
        print("\(errors) error(s), \(warnings) warning(s); index written to \(index)")
    }
}

/// The counts `hig ingest` reports; field names are part of the JSON contract.
struct IngestSummary: Encodable {
    var files: Int
    var pages: Int
    var practices: Int
    var translations: Int
    var states: Int
    var transitions: Int
    var styles: Int
    var references: Int
    var formats: [String: Int]
    var diagnostics: [Diagnostic]

    init(result: IngestResult, paths: PathDisplay) {
        let graph = result.graph
        files = graph.files.count
        pages = graph.pages.count
        practices = graph.practices.count
        translations =
            graph.practices.filter { $0.ko != nil }.count
            + graph.pages.flatMap(\.koreanNotes).filter { $0.english != nil }.count
        states = graph.taxonomy.machines.map(\.states.count).reduce(0, +)
        transitions = graph.taxonomy.machines.map(\.transitions.count).reduce(0, +)
        styles = graph.taxonomy.styles.count
        references =
            graph.practices.map(\.references.count).reduce(0, +) + graph.pages.map(\.related.count).reduce(0, +)
        formats = Dictionary(grouping: graph.files, by: \.format).mapValues(\.count)
        diagnostics = result.diagnostics.map { diagnostic in
            var shown = diagnostic
            shown.file = paths.display(diagnostic.file)
            return shown
        }
    }
}

/// "Reading 12/27 files" rewritten in place on a terminal.
final class ProgressLine: Sendable {
    func update(_ done: Int, _ total: Int) {
        FileHandle.standardError.write(Data("\rReading \(done)/\(total) files".utf8))
    }

    func finish() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
