import ArgumentParser
import Foundation
import HIGKnowledgeBase

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed between two snapshots of the guidelines, or since a date, guideline by guideline.",
        discussion: """
            OLD and NEW are content folders (read as they are; nothing is indexed) or index files. Pages are \
            matched by ID, then by title or the guidelines they keep; practices by ID, then as rewordings.
            Each changed page lists its own change-log rows dated after the older snapshot.
            With --since DATE (yyyy, yyyy-MM or yyyy-MM-dd; an edition is its date) the current guidance is \
            compared with each page's newest English source dated on or before it, from the index itself.
              hig diff --since 2022 --kind strengthened --page sheets
            """)

    @Argument(help: ArgumentHelp("The older content folder or index file.", valueName: "old"))
    var old: String?

    @Argument(help: ArgumentHelp("The newer content folder or index file.", valueName: "new"))
    var new: String?

    @Option(name: .long, help: ArgumentHelp("What changed since this date or edition.", valueName: "date"))
    var since: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --since, only changes of this kind: page-added, page-removed, added, removed, reworded, strengthened, weakened, retagged.",
            valueName: "kind"))
    var kind: [String] = []

    @Option(name: .long, help: "With --since, at most this many changes (default 200).")
    var limit = 200

    @Option(name: .long, help: "With --since, the changes from this one on (as nextOffset says).")
    var offset = 0

    @OptionGroup var filters: FilterOptions
    @OptionGroup var location: LocationOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: "Output format: text, markdown, json or html.")
    var format: DiffFormat = .text

    func validate() throws {
        if since == nil && (old == nil || new == nil) {
            throw ValidationError("give OLD and NEW, or --since DATE")
        }
        if since != nil && old != nil { throw ValidationError("give OLD and NEW, or --since DATE, not both") }
        guard limit > 0, offset >= 0 else {
            throw ValidationError("--limit must be positive and --offset not negative")
        }
    }

    func run() throws {
        guard let since else {
            let text = try filters.checked {
                try SnapshotLoader.report(old: old ?? "", new: new ?? "", filters: filters.request, format: format)
            }
            try output.file().write(text)
            return
        }
        let changes = try location.read { knowledgeBase in
            try filters.checked {
                do {
                    return try knowledgeBase.changes(
                        since: since, filters: filters.request, kinds: kind, offset: offset, limit: limit)
                } catch let refusal as ChangesSinceRefusal {
                    throw ValidationError(refusal.description)
                }
            }
        }
        let text =
            format == .json
            ? try JSONWriter.encode(changes) + "\n" : ChangesText(markdown: format != .text).render(changes)
        try output.file().write(text)
    }
}

extension DiffFormat: ExpressibleByArgument {}
