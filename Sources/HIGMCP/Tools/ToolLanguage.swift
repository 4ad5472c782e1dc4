import HIGKnowledgeBase
import HIGModel

extension ToolArguments {
    /// The `lang` argument; without one, Korean for a question written in Hangul (an agent
    /// relaying a Korean speaker's question gets its answer in Korean), both otherwise.
    func language(answering question: String = "") throws -> OutputLanguage {
        let fallback = OutputLanguage.answering(question).rawValue
        return OutputLanguage(field: try choice("lang", from: ToolCatalog.languages, default: fallback))
    }
}

extension KnowledgeBase {
    /// The pages the practices belong to, for their Korean titles: none unless the answer is
    /// Korean, so an English answer reads no page it does not show.
    func koreanPages(of practices: [Practice], _ language: OutputLanguage) throws -> [String: Page] {
        guard language == .ko else { return [:] }
        return try pages(of: practices)
    }
}
