import HIGExport
import HIGKnowledgeBase
import MCP

extension GuidelineTools {
    func checklist(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let query = try arguments.query()
        let request = try arguments.filterRequest()
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !request.isEmpty else {
            throw ToolFailure(
                "give at least one filter (page, platform, state, style, strength) or a query: a checklist of the "
                    + "whole HIG is too long to review")
        }
        let language = try arguments.language(answering: query).rawValue
        let format = try arguments.choice("format", from: ToolCatalog.checklistFormats, default: "markdown")
        let checklist = try await library.read { knowledgeBase in
            try knowledgeBase.checklist(query: query, filter: knowledgeBase.resolveForAgent(request), lang: language)
        }
        let text: String
        switch format {
        case "json": text = try ChecklistJSON(checklist).render()
        case "csv": text = String(decoding: try ChecklistCSV().render(checklist), as: UTF8.self)
        default: text = ChecklistMarkdown(lang: language).render(checklist)
        }
        return ToolAnswer(text: text, structured: try JSONValue.from(ChecklistJSON(checklist)))
    }
}
