import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct PagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages", abstract: "List the pages in the knowledge base and where each comes from.")

    @OptionGroup var options: BrowseOptions

    func run() throws {
        let pages = try options.location.read { try $0.reader().pageSummaries() }
        let paths = PathDisplay()
        switch options.format {
        case .json:
            try JSONWriter.print(PagesJSON(pages: pages, paths: paths))
        case .text:
            let terminal = Terminal.standardOutput
            var lines: [String] = []
            for page in pages {
                lines.append("\(terminal.bold(page.title))  \(terminal.dim(page.id))  \(page.practiceCount) practices")
                for source in page.sources {
                    lines.append("    " + terminal.dim(Terminal.oneLine(paths.display(source))))
                }
            }
            try StandardOutput.write(lines.map { $0 + "\n" }.joined())
        }
    }
}
