import HIGKnowledgeBase
import HIGModel

/// `hig query` for people: numbered practices, Korean beneath, then related pages and states.
struct QueryText {
    let paths: PathDisplay
    let language: PracticeText.Language
    let explain: Bool
    /// The hits' pages, for their Korean titles under `--lang ko`.
    var koreanPages: [String: Page] = [:]
    var terminal = Terminal.standardOutput

    func render(_ response: SearchResponse) -> String {
        if let message = response.message { return message }
        var blocks: [String] = []
        let corrections = response.corrections.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
        if !corrections.isEmpty {
            blocks.append(
                terminal.dim(ToolWords.alsoSearchedFor.text(language) + ": " + corrections.joined(separator: ", ")))
        }
        if let tables = TableRowText(terminal: terminal, language: language).render(response.tableRows) {
            blocks.append(tables)
        }
        if let comparison = response.comparison { blocks.append(comparisonBlock(comparison)) }
        let practiceText = PracticeText(
            terminal: terminal, paths: paths, language: language, koreanPages: koreanPages)
        let practices = response.hits.filter { $0.kind == .practice }
        if !practices.isEmpty, !response.unmentioned.isEmpty {
            let words = response.unmentioned.map { "\"\($0)\"" }.joined(separator: ", ")
            blocks.append(
                ToolWords.noGuidelineMentions.text(language) + " \(words); " + ToolWords.closest.text(language) + ":")
        }
        for (offset, hit) in practices.enumerated() {
            guard let practice = hit.practice else { continue }
            var block = practiceText.render(
                paths.practice(practice), number: offset + 1,
                pageTitle: hit.alsoOn.isEmpty
                    ? hit.pageTitle
                    : hit.pageTitle + " (" + ToolWords.alsoOn.text(language) + " " + hit.alsoOn.joined(separator: ", ")
                        + ")")
            if explain {
                block += "\n" + hit.explanation.lines.map { "     " + terminal.dim("· " + $0) }.joined(separator: "\n")
            }
            blocks.append(block)
        }
        if practices.isEmpty {
            blocks.append(
                ToolWords.noPracticeMatches.text(language) + " \"\(response.query)\""
                    + (response.filters.isEmpty ? "." : " " + ToolWords.withTheseFilters.text(language) + "."))
        }
        let others = response.hits.filter { $0.kind != .practice }
        if !others.isEmpty {
            let lines = others.map { hit in
                "  \(hit.kind.rawValue): \(hit.title)" + (hit.detail.isEmpty ? "" : terminal.dim(" — \(hit.detail)"))
                    + terminal.dim("  (\(hit.reference))")
            }
            blocks.append(terminal.bold(ToolWords.related.text(language)) + "\n" + lines.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }
}

extension QueryText {
    /// The words past the most a search takes, which were not searched for.
    static func ignoredWordsNote(_ words: [String]) -> String {
        "only the first \(KnowledgeBase.searchedWordLimit) words are searched for; left out: "
            + words.joined(separator: " ")
    }
}
