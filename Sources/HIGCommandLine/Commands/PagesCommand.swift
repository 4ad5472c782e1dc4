import ArgumentParser
import HIGModel

struct PagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages", abstract: "List the pages in the knowledge base and where each comes from.")

    @OptionGroup var options: BrowseOptions

    func run() throws {
        let graph = try options.location.loadGraph()
        let paths = PathDisplay()
        switch options.format {
        case .json:
            try JSONWriter.print(PagesJSON(pages: graph.pages.map { PagesJSON.Entry(page: paths.page($0)) }))
        case .text:
            let terminal = Terminal.standardOutput
            for page in graph.pages {
                print("\(terminal.bold(page.title))  \(terminal.dim(page.id))  \(page.practices.count) practices")
                for source in page.sources { print("    " + terminal.dim(paths.display(source))) }
            }
        }
    }
}

/// `{"pages":[{"id","title","sources","practices"}]}`; `practices` is the number of practices.
struct PagesJSON: Encodable {
    struct Entry: Encodable {
        var id: String
        var title: String
        var sources: [String]
        var practices: Int
        var platforms: [String]

        init(page: Page) {
            id = page.id
            title = page.title
            sources = page.sources
            practices = page.practices.count
            platforms = page.platforms
        }
    }

    var pages: [Entry]
}
