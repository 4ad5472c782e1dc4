import HIGKnowledgeBase
import HIGModel
import MCP

/// Answers `tools/call`: reads the arguments, asks the knowledge base, and turns every mistake
/// of the agent's (an unknown ID, filter value or argument) into a tool error that says what is
/// known, so that it is never a protocol error.
public struct GuidelineTools: Sendable {
    let library: GuidelineLibrary

    public init(library: GuidelineLibrary) {
        self.library = library
    }

    public static var definitions: [Tool] { ToolCatalog.tools }

    /// The answer to one call; only an unknown tool name throws, as the protocol asks.
    public func call(_ name: String, arguments: [String: Value]?) async throws -> CallTool.Result {
        let known = ToolCatalog.tools.map(\.name)
        guard known.contains(name) else {
            throw MCPError.invalidParams("unknown tool '\(name)'; known: \(known.joined(separator: ", "))")
        }
        do {
            let arguments = try ToolArguments(arguments, known: ToolCatalog.argumentNames(of: name))
            return try await answer(name, arguments).result
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

    private func answer(_ name: String, _ arguments: ToolArguments) async throws -> ToolAnswer {
        switch name {
        case ToolCatalog.search: try await search(arguments)
        case ToolCatalog.lifecycle: try await lifecycle(arguments)
        case ToolCatalog.guideline: try await guideline(arguments)
        case ToolCatalog.page: try await page(arguments)
        case ToolCatalog.cite: try await cite(arguments)
        case ToolCatalog.pages: try await pages()
        case ToolCatalog.changes: try await whatChanged(arguments)
        default: try await checklist(arguments)
        }
    }
}
