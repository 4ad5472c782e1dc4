import HIGKnowledgeBase
import HIGModel
import MCP

/// Answers `tools/call`: reads the arguments, asks the knowledge base, and turns every mistake
/// of the agent's (an unknown ID, filter value or argument) into a tool error that says what is
/// known, so that it is never a protocol error.
package struct GuidelineTools: Sendable {
    let library: GuidelineLibrary

    package init(library: GuidelineLibrary) {
        self.library = library
    }

    package static var definitions: [Tool] { ToolCatalog.tools }

    /// The answer to one call; only an unknown tool name throws, as the protocol asks.
    package func call(_ name: String, arguments: [String: Value]?) async throws -> CallTool.Result {
        guard let tool = ToolName(rawValue: name) else {
            let known = ToolName.allCases.map(\.rawValue)
            throw MCPError.invalidParams("unknown tool '\(name)'; known: \(known.joined(separator: ", "))")
        }
        do {
            let arguments = try ToolArguments(arguments, known: ToolCatalog.argumentNames(of: name))
            return try await answer(tool, arguments).result
        } catch let failure as ToolFailure {
            return ToolAnswer.failure(failure.description)
        } catch let error as KnowledgeBaseError {
            return ToolAnswer.failure("the knowledge base cannot be read: \(error.description)")
        } catch let error as any EnvironmentFailure {
            let advice = error.remedy == .writableIndex ? "; pass --index FILE in a writable folder" : ""
            return ToolAnswer.failure("the index cannot be read: \(error.description)\(advice)")
        } catch {
            return ToolAnswer.failure("\(name) failed: \(error)")
        }
    }

    private func answer(_ tool: ToolName, _ arguments: ToolArguments) async throws -> ToolAnswer {
        switch tool {
        case .search: try await search(arguments)
        case .lifecycle: try await lifecycle(arguments)
        case .guideline: try await guideline(arguments)
        case .page: try await page(arguments)
        case .cite: try await cite(arguments)
        case .pages: try await pages()
        case .changes: try await whatChanged(arguments)
        case .checklist: try await checklist(arguments)
        }
    }
}
