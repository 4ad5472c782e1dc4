import ArgumentParser
import Foundation
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
        let graph = try options.location.loadGraph()
        let paths = PathDisplay()
        var wanted = id.trimmingCharacters(in: CharacterSet(charactersIn: "/ "))
        // IDs are cut at about 80 characters; a longer slug typed in full still names its practice.
        let longer = graph.practices.filter { wanted.hasPrefix($0.id + "-") }
        if graph.practice(id: wanted) == nil, longer.count == 1 { wanted = longer[0].id }
        if let practice = graph.practice(id: wanted) {
            let referencedBy = graph.practices.filter { other in
                other.id != practice.id && other.references.contains { $0.kind == .page && $0.target == practice.page }
                    && other.page != practice.page
            }
            switch options.format {
            case .json: try JSONWriter.print(paths.practice(practice))
            case .text:
                print(PracticeDetailText(graph: graph, paths: paths).render(practice, referencedBy: referencedBy))
            }
            return
        }
        if let page = graph.page(id: wanted) {
            let practices = page.practices.compactMap(graph.practice(id:)).map(paths.practice)
            switch options.format {
            case .json: try JSONWriter.print(PageJSON(page: paths.page(page), practices: practices))
            case .text: print(PageDetailText(graph: graph, paths: paths).render(page))
            }
            return
        }
        let suggestions = graph.practices.map(\.id).filter { $0.contains(wanted) || wanted.contains($0) }.prefix(5)
        var message = "no practice or page with ID '\(id)'"
        if !suggestions.isEmpty { message += "; did you mean: " + suggestions.joined(separator: ", ") }
        throw ValidationError(message + " (see 'hig pages')")
    }
}

/// `{"page":{"id","title","sources"},"practices":[…]}`.
struct PageJSON: Encodable {
    var page: Page
    var practices: [Practice]
}
