import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Everything about one practice or page, with references both ways.",
        discussion:
            "IDs are page-slug/lead-slug for practices (multitasking/use-notifications-sparingly) and page-slug for pages."
    )

    @Argument(help: ArgumentHelp("A practice or page ID.", valueName: "id"))
    var id: String

    @OptionGroup var options: BrowseOptions

    func run() throws {
        let paths = PathDisplay()
        switch try options.location.read({ try $0.lookup(id) }) {
        case .practice(let detail):
            switch options.format {
            case .json: try JSONWriter.print(paths.practice(detail.practice))
            case .text: try StandardOutput.line(PracticeDetailText(paths: paths).render(detail))
            }
        case .page(let detail):
            switch options.format {
            case .json: try JSONWriter.print(PageJSON(page: detail.page, practices: detail.practices, paths: paths))
            case .text: try StandardOutput.line(PageDetailText(paths: paths).render(detail))
            }
        case .notFound(let suggestions):
            var message = "no practice or page with ID '\(id)'"
            if !suggestions.isEmpty { message += "; did you mean: " + suggestions.joined(separator: ", ") }
            throw ValidationError(message + " (see 'hig pages')")
        }
    }
}
