import Foundation
import HIGKnowledgeBase
import HIGModel
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
        let format = try arguments.choice("format", from: ToolCatalog.checklistFormats, default: .markdown)
        let style = ChecklistStyle(format: format, lang: language, excel: false)
        let checklist = try await library.read { knowledgeBase in
            try knowledgeBase.checklist(query: query, filter: knowledgeBase.resolveForAgent(request), lang: language)
        }
        return ToolAnswer(
            text: try style.text(checklist), structured: try JSONValue.from(ChecklistStyle.contract(checklist)))
    }
}
