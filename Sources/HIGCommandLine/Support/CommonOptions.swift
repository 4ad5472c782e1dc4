import ArgumentParser

/// Where the content and the index are; every command that reads the knowledge base takes these.
struct LocationOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder to use instead of Content/.", valueName: "dir"))
    var content: String?

    @Option(name: .long, help: ArgumentHelp("The index file to use instead of .hig/index.sqlite.", valueName: "file"))
    var index: String?

    /// Resolves the index, building or refreshing it first when needed.
    func freshIndex() throws -> String {
        try IndexManager().ensureFresh(content: content, index: index)
    }
}

/// Where the knowledge base is and how to print it: the browsing commands' options.
struct BrowseOptions: ParsableArguments {
    @OptionGroup var location: LocationOptions

    @Option(name: .long, help: "Output format: text or json.")
    var format: TextOrJSON = .text
}

enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
    case text, json
}
