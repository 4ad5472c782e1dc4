import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct CiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cite", abstract: "A short Markdown citation of a practice, for a pull request or a review.")

    @Argument(help: ArgumentHelp("A practice ID.", valueName: "id"), completion: .hig(.practice))
    var id: String

    @OptionGroup var location: LocationOptions

    func run() throws {
        guard case .practice(let detail) = try location.read({ try $0.lookup(id) }) else {
            throw ValidationError("no practice with ID '\(id)' (see 'hig show PAGE' for a page's practice IDs)")
        }
        try StandardOutput.document(
            CitationMarkdown(paths: PathDisplay()).render(detail.practice, pageTitle: detail.pageTitle) + "\n")
    }
}
