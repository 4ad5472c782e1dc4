import ArgumentParser
import Foundation
import HIGKnowledgeBase
import HIGModel

struct QueryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "query", _superCommandName: "hig",
        abstract: "Find the guidelines that answer a question, in English or Korean.",
        discussion: """
            Ranks practices first (then pages, sections, lifecycle states and styles) with BM25 over the \
            lead sentence, body, page and section titles, Korean text and developer symbols. Words are \
            stemmed, typos corrected against the index, and synonyms from the taxonomy added.
            Examples:
              hig query "audio interruption"
              hig query "오디오 중단"
              hig query sceneDidEnterBackground
              hig query "save state" --state background --platform ipados
            """)

    @Argument(help: ArgumentHelp("What to look for.", valueName: "text"))
    var words: [String] = []

    @OptionGroup var filterOptions: FilterOptions
    @OptionGroup var location: LocationOptions

    // Unconditional, so "-1" is read as the value (and refused as such), not as an option.
    @Option(name: .long, parsing: .unconditional, help: "How many practices to show.")
    var limit: Int = 10

    @Option(name: .long, help: "Language of the text output: both (English with Korean beneath), en or ko.")
    var lang: PracticeText.Language = .both

    @Flag(name: .long, help: "Show why each result ranked where it did.")
    var explain = false

    @Option(name: .long, help: "Output format: text, json or markdown.")
    var format: QueryFormat = .text

    enum QueryFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown

        // The library's defaults read these through a key path and generic string interpolation,
        // which the Swift runtime resolves at the first use by walking every conformance of the
        // binary: at every `hig query`. Its default descriptions of all values (each value's
        // description where it differs from its raw value) are none here, but are found
        // through a generic `reduce`, which costs such a walk too.
        static var allValueStrings: [String] { allCases.map { $0.rawValue } }
        var defaultValueDescription: String { rawValue }
        static var allValueDescriptions: [String: String] { [:] }
    }

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be a positive whole number") }
        let hasWords = words.contains { !$0.unicodeScalars.allSatisfy(\.properties.isWhitespace) }
        if !hasWords && filterOptions.request.isEmpty {
            throw ValidationError("give words to search for, or a filter such as --state background")
        }
    }

    func run() throws {
        let (response, koreanPages) = try location.read { knowledgeBase in
            let response = try filterOptions.checked {
                try knowledgeBase.query(
                    words.joined(separator: " "), filters: filterOptions.request, limit: limit, explainMatches: explain)
            }
            guard lang == .ko, format == .text else { return (response, [String: Page]()) }
            return (response, try knowledgeBase.pages(of: response.hits.compactMap(\.practice)))
        }
        let paths = PathDisplay()
        if format != .json, !response.ignoredWords.isEmpty {
            // JSON carries them as "ignoredWords"; a person is told beside the answer.
            StandardError.write("hig: note: " + QueryText.ignoredWordsNote(response.ignoredWords))
        }
        switch format {
        case .json: try JSONWriter.print(QueryJSON(response: response, paths: paths))
        case .markdown: try StandardOutput.document(QueryMarkdown(paths: paths).render(response) + "\n")
        case .text:
            let text = QueryText(paths: paths, language: lang, explain: explain, koreanPages: koreanPages)
            try StandardOutput.line(text.render(response))
        }
    }
}

extension OutputLanguage: ExpressibleByArgument {
    // As for `QueryFormat`: spelled out, so no key path, generic interpolation or generic
    // `reduce` at start.
    package static var allValueStrings: [String] { allCases.map { $0.rawValue } }
    package var defaultValueDescription: String { rawValue }
    package static var allValueDescriptions: [String: String] { [:] }
}
