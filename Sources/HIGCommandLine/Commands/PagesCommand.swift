import ArgumentParser
import HIGKnowledgeBase
import HIGModel

struct PagesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pages",
        abstract: "List the pages as Apple's navigation holds them, or by ID with the files each comes from.")

    @OptionGroup var options: BrowseOptions

    @Flag(name: .long, help: "List the pages by ID with their source files, instead of as Apple's navigation.")
    var flat = false

    func run() throws {
        let pages = try options.location.read { try $0.pages() }
        let paths = PathDisplay()
        switch options.format {
        case .json:
            try JSONWriter.print(PagesJSON(pages: pages, paths: paths))
        // Without a page that names its parent there is no tree: the listing is the same.
        case .text where !flat && !PageHierarchy(summaries: pages).isEmpty:
            try StandardOutput.write(
                PageTreeText(terminal: Terminal.standardOutput, language: options.lang).render(pages))
        case .text:
            let terminal = Terminal.standardOutput
            var lines: [String] = []
            let archived = pages.filter { $0.archivedEdition != nil }
            for page in pages where page.archivedEdition == nil {
                lines += Self.lines(page, terminal: terminal, paths: paths, language: options.lang)
            }
            if !archived.isEmpty {
                lines.append("")
                lines.append(
                    terminal.bold(ToolWords.archivedPages.text(options.lang))
                        + terminal.dim("  (" + ToolWords.noCurrentSourceHasThem.text(options.lang) + ")"))
                for page in archived {
                    lines += Self.lines(page, terminal: terminal, paths: paths, language: options.lang)
                }
            }
            try StandardOutput.write(lines.map { $0 + "\n" }.joined())
        }
    }

    private static func lines(
        _ page: PageSummary, terminal: Terminal, paths: PathDisplay, language: OutputLanguage
    ) -> [String] {
        let edition = page.archivedEdition.map { terminal.dim("  edition of \($0)") } ?? ""
        let count = language == .ko ? ToolWords.count(page.practiceCount, language) : "\(page.practiceCount) practices"
        let heading = "\(terminal.bold(page.title(in: language)))  \(terminal.dim(page.id))  \(count)"
        let details = Dictionary(page.sourceDetails.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        return [heading + edition]
            + page.sources.map { source in
                "    " + terminal.dim(Terminal.oneLine(paths.display(source)))
                    + (details[source].map { "  " + SourceKindText.label($0) } ?? "")
            }
    }
}
