import ArgumentParser
import Foundation
import HIGKnowledgeBase

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two snapshots of the guidelines, guideline by guideline.",
        discussion: """
            OLD and NEW are content folders (read as they are; nothing is indexed) or index files. Pages are
            matched by ID, then by title or the guidelines they keep; practices by ID, then as rewordings.
            Each changed page lists its own change-log rows dated after the older snapshot.
            """)

    @Argument(help: ArgumentHelp("The older content folder or index file.", valueName: "old"))
    var old: String

    @Argument(help: ArgumentHelp("The newer content folder or index file.", valueName: "new"))
    var new: String

    @OptionGroup var filters: FilterOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: text, markdown, json or html.")
    var format: DiffFormat = .text

    func run() throws {
        let text = try filters.checked {
            try SnapshotLoader.report(old: old, new: new, filters: filters.request, format: format)
        }
        try output.file().write(text)
    }
}

extension DiffFormat: ExpressibleByArgument {}
