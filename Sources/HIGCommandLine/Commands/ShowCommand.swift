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

    @Argument(help: ArgumentHelp("A practice or page ID.", valueName: "id"), completion: .hig(.pageOrPractice))
    var id: String

    @OptionGroup var options: BrowseOptions

    @Flag(name: .long, help: "For a practice, print the words and place that gave each tag.")
    var explain = false

    func run() throws {
        let paths = PathDisplay()
        let (lookup, explanation, page) = try options.location.read { knowledgeBase in
            let lookup = try knowledgeBase.lookup(id)
            guard case .practice(let detail) = lookup else { return (lookup, nil as TagExplanation?, nil as Page?) }
            // The page only for its Korean titles: `both` and `en` show the English ones.
            let page = options.lang == .ko ? try knowledgeBase.page(id: detail.practice.page) : nil
            return (lookup, explain ? try knowledgeBase.explainTags(of: detail.practice) : nil, page)
        }
        switch lookup {
        case .practice(let detail):
            switch options.format {
            case .json: try JSONWriter.print(PracticeDetailJSON(detail, paths: paths))
            case .text:
                try StandardOutput.line(
                    PracticeDetailText(paths: paths, language: options.lang, page: page).render(detail))
                if let explanation {
                    try StandardOutput.line(TagExplanationText().render(explanation, practice: detail.practice))
                }
            }
        case .page(let detail):
            switch options.format {
            case .json: try JSONWriter.print(PageJSON(page: detail.page, practices: detail.practices, paths: paths))
            case .text: try StandardOutput.line(PageDetailText(paths: paths, language: options.lang).render(detail))
            }
        case .notFound(let suggestions):
            var message = "no practice or page with ID '\(id)'"
            if suggestions.count == 1 {
                message += "; did you mean '\(suggestions[0])'?"
            } else if !suggestions.isEmpty {
                message += "; did you mean: " + suggestions.joined(separator: ", ")
            }
            throw ValidationError(message + " (see 'hig pages')")
        }
    }
}
