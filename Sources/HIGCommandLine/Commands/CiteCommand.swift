import ArgumentParser
import HIGModel

struct CiteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cite", abstract: "A short Markdown citation of a practice, for a pull request or a review.")

    @Argument(help: ArgumentHelp("A practice ID.", valueName: "id"))
    var id: String

    @OptionGroup var location: LocationOptions

    func run() throws {
        let graph = try location.loadGraph()
        guard let practice = graph.practice(id: id) else {
            throw ValidationError("no practice with ID '\(id)' (see 'hig show PAGE' for a page's practice IDs)")
        }
        print(CitationMarkdown(paths: PathDisplay()).render(practice, pageTitle: graph.pageTitle(practice.page)))
    }
}
