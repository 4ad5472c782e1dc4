import ArgumentParser
import HIGKnowledgeBase
import HIGModel

/// Where the content and the index are; every command that reads the knowledge base takes these.
struct LocationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder to use instead of Content/.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The index file to use instead of .hig/index.sqlite.", valueName: "file"))
    var index: String?

    /// Opens the knowledge base, building or refreshing the index first when needed, with a
    /// line on standard error when it does.
    func open() throws -> KnowledgeBase {
        try KnowledgeBase.open(content: content, index: index, paths: PathDisplay(), report: Self.report)
    }

    /// Reads the knowledge base while the content is checked, for commands that only read:
    /// `read` runs again after a refresh when the index turns out stale.
    func read<Value>(_ read: (KnowledgeBase) throws -> Value) throws -> Value {
        try KnowledgeBase.reading(content: content, index: index, paths: PathDisplay(), report: Self.report, read)
    }

    /// A line on standard error for each thing a refresh did.
    private static func report(_ event: IndexFreshness.RebuildEvent) {
        let paths = PathDisplay()
        switch event {
        case .started(let reason, let content, let index):
            StandardError.write(
                "hig: \(reason.rawValue); indexing \(content.map(paths.display).joined(separator: ", ")) into \(paths.display(index))"
            )
        case .finished(let errorCount) where errorCount > 0:
            StandardError.write("hig: \(errorCount) file problem(s) while indexing; run 'hig ingest' to see them")
        case .finished:
            break
        case .contentMissing(let missing):
            StandardError.write(
                "hig: warning: the content this index was built from is gone (\(missing.map(paths.display).joined(separator: ", "))); answering from the index as it is"
            )
        case .waiting(let index):
            StandardError.write("hig: waiting for another hig to finish updating \(paths.display(index))")
        case .updated(let pages):
            StandardError.write("hig: \(pages) changed page(s) updated in the index")
        case .staleAndUnwritable(let reason):
            StandardError.write(
                "hig: warning: the index is out of date and cannot be rebuilt (\(reason)); answering from it as it is"
            )
        }
    }
}

/// Where the knowledge base is and how to print it: the browsing commands' options.
struct BrowseOptions: ParsableArguments {
    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: TextOrJSON = .text

    @Option(name: .long, help: "Language of the text output: both (English with Korean beneath), en or ko.")
    var lang: OutputLanguage = .both
}

enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension JSONWriter {
    static func print<Value: Encodable>(_ value: Value) throws {
        try StandardOutput.document(try encode(value) + "\n")
    }
}
