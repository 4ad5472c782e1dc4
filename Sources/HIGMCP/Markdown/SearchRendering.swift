import HIGKnowledgeBase
import HIGModel
import MCP

/// Search results for an agent: a short numbered text, and `hig query --format json`'s shape
/// with each practice's page title added, and its Markdown citation and why it ranked where it
/// did when asked for. Both are left out unless asked for: they were over half of a search's
/// answer, which every client parses and an agent may read whole, while `cite` gives a citation
/// for the practice the agent settles on.
struct SearchRendering {
    let paths: PathDisplay
    /// both, en or ko, as `hig query --lang`.
    let language: OutputLanguage
    /// The hits' pages, for their Korean titles under `ko`.
    var koreanPages: [String: Page] = [:]
    /// Whether each practice carries its Markdown citation (`citation`).
    var citing = true
    /// Whether each result carries why it ranked where it did (`explanation`, `explained`).
    var explaining = true

    func json(_ response: SearchResponse) throws -> Value {
        let citation = CitationMarkdown(paths: paths)
        let shown = QueryJSON(response: response, paths: paths)
        let answer = try shown.jsonValue(explaining: explaining) { offset in
            let hit = response.hits[offset]
            // The result's practice with its source paths shown, as the citation shows them.
            guard let practice = shown.results[offset].practice else { return [:] }
            var added: [String: Value] = ["pageTitle": .string(hit.pageTitle)]
            if citing { added["citation"] = .string(citation.render(shown: practice, pageTitle: hit.pageTitle)) }
            if language == .ko, let page = koreanPages[practice.page] {
                if let korean = page.titleKo { added["pageTitleKo"] = .string(korean) }
                if let korean = page.sectionTitleKo(practice.section) { added["sectionKo"] = .string(korean) }
            }
            return added
        }
        return JSONValue.adding(["lang": .string(language.rawValue)], to: answer)
    }

    func text(_ response: SearchResponse) -> String {
        if let message = response.message { return message }
        var blocks: [String] = []
        let corrections = response.corrections.sorted { $0.key < $1.key }.map { "\($0.key) → \($0.value)" }
        if !corrections.isEmpty {
            blocks.append(ToolWords.alsoSearchedFor.text(language) + ": " + corrections.joined(separator: ", "))
        }
        if !response.ignoredWords.isEmpty {
            blocks.append(
                "Only the first \(KnowledgeBase.searchedWordLimit) words were searched for; left out: "
                    + response.ignoredWords.joined(separator: " "))
        }
        if !response.tableRows.isEmpty {
            blocks.append(
                ToolWords.fromApplesTables.text(language) + ":\n"
                    + response.tableRows.flatMap { $0.editions(in: language) }.map(tableRowLine).joined(separator: "\n")
            )
        }
        let practices = response.hits.filter { $0.kind == .practice }
        for (offset, hit) in practices.enumerated() {
            guard let practice = hit.practice else { continue }
            blocks.append(block(practice, number: offset + 1, pageTitle: hit.pageTitle, alsoOn: hit.alsoOn))
        }
        if practices.isEmpty {
            let query = response.query.isEmpty ? "" : " \"\(response.query)\""
            blocks.append(
                ToolWords.noPracticeMatches.text(language) + query
                    + (response.filters.isEmpty ? "." : " " + ToolWords.withTheseFilters.text(language) + "."))
        }
        let others = response.hits.filter { $0.kind != .practice }
        if !others.isEmpty {
            blocks.append(
                ToolWords.related.text(language) + ":\n"
                    + others.map { "- \($0.kind.rawValue): \($0.title) (\($0.reference))" }.joined(separator: "\n"))
        }
        return blocks.joined(separator: "\n\n")
    }

    /// One practice: lead and strength, Korean, where it lives, its ID and how to cite it.
    /// A row of Apple's tables as a list item. A table only Apple's Korean edition gives is
    /// said so, with its caption, the tab it stands under ("Large(기본)"), which tells its
    /// rows from the same rows of the page's other tabs.
    private func tableRowLine(_ row: TableRowHit) -> String {
        guard row.onlyInKorean == true else { return "- \(row.detail) (\(row.pageTitle), `\(row.id)`)" }
        let tab = row.caption.map { "\($0): " } ?? ""
        return "- \(tab)\(row.detail) (\(row.pageTitle), `\(row.id)`; \(ToolWords.onlyInAppleKorean.text(language)))"
    }

    private func block(_ practice: Practice, number: Int, pageTitle: String, alsoOn: [String]) -> String {
        let indent = "   "
        var lines: [String]
        // A list shows the Korean's first sentence, as `hig query` does; the whole translation
        // is in the structured content and in `get_guideline`.
        switch language {
        case .ko:
            let strength = ToolWords.strength(practice.strength, language)
            lines = ["\(number). \(practice.lead(in: .ko)) [\(strength)]"]
        case .en: lines = ["\(number). \(practice.lead) [\(practice.strength.rawValue)]"]
        case .both:
            lines = ["\(number). \(practice.lead) [\(practice.strength.rawValue)]"]
            if let korean = practice.ko { lines.append(indent + FirstSentence.of(korean)) }
        }
        let page = koreanPages[practice.page]
        var place = page?.title(in: language) ?? pageTitle
        if !practice.section.isEmpty {
            place += " › " + (page?.sectionTitle(practice.section, in: language) ?? practice.section)
        }
        if !practice.platforms.isEmpty { place += " · " + practice.platforms.joined(separator: ", ") }
        if !alsoOn.isEmpty {
            place += " (" + ToolWords.alsoOn.text(language) + " " + alsoOn.joined(separator: ", ") + ")"
        }
        lines.append(indent + place)
        lines.append(indent + "ID: \(practice.id)")
        if let url = practice.url { lines.append(indent + "Apple: \(url)") }
        if !SourceKind.apple.contains(practice.sourceKind) {
            lines.append(indent + ToolWords.sourceKind.text(language) + ": \(practice.sourceKind.rawValue)")
        }
        let source = practice.sources.first.map { " · " + paths.location($0) } ?? ""
        // Titles are the content's text: a `*` or `_` in one must not turn into emphasis.
        var cite = ToolWords.cite.text(language) + ": — Human Interface Guidelines, *\(MarkdownText.inline(pageTitle))*"
        if !practice.section.isEmpty { cite += " › \(MarkdownText.inline(practice.section))" }
        lines.append(indent + cite + " (`\(practice.id)`)" + source)
        return lines.joined(separator: "\n")
    }
}
