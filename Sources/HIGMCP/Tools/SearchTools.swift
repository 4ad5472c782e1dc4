import Foundation
import HIGKnowledgeBase
import HIGModel
import MCP

extension GuidelineTools {
    func search(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let query = try arguments.query()
        let request = try arguments.filterRequest()
        guard !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || !request.isEmpty else {
            throw ToolFailure("give a query, or a filter such as state: \"background\" or page: \"multitasking\"")
        }
        let language = try arguments.language(answering: query)
        let limit = try arguments.integer("limit", default: 10, range: ToolCatalog.searchLimit)
        let citing = try arguments.boolean("cite", default: false)
        let explaining = try arguments.boolean("explain", default: false)
        let (response, koreanPages) = try await library.read { knowledgeBase in
            let response = try knowledgeBase.search(
                query, filters: knowledgeBase.resolveForAgent(request), limit: limit, explainMatches: explaining)
            return (response, try knowledgeBase.koreanPages(of: response.hits.compactMap(\.practice), language))
        }
        let rendering = SearchRendering(
            paths: library.paths, language: language, koreanPages: koreanPages, citing: citing,
            explaining: explaining)
        return ToolAnswer(text: rendering.text(response), structured: try rendering.json(response))
    }

    func lifecycle(_ arguments: ToolArguments) async throws -> ToolAnswer {
        let moment = try arguments.requiredString("moment")
        let request = FilterRequest(platform: try arguments.strings("platform"), state: [moment])
        let limit = try arguments.integer("limit", default: 100, range: ToolCatalog.lifecycleLimit)
        let (response, taxonomy) = try await library.read { knowledgeBase in
            let filter = try knowledgeBase.resolveForAgent(request)
            return (
                try knowledgeBase.search("", filters: filter, limit: limit),
                try knowledgeBase.taxonomy()
            )
        }
        let moments = LifecycleMoment.describe(response.filters.states, in: taxonomy)
        let rendering = SearchRendering(paths: library.paths, language: .both)
        let heading = moments.map(\.summary).joined(separator: "\n")
        return ToolAnswer(
            text: heading + "\n\n" + rendering.text(response),
            structured: JSONValue.adding(["moments": try JSONValue.from(moments)], to: try rendering.json(response)))
    }
}

/// A lifecycle state or transition a `lifecycle` call matched, with its names and callbacks.
struct LifecycleMoment: Encodable {
    var id: String
    var kind: String
    var name: String
    var ko: String
    var callbacks: [String]

    var summary: String {
        let named = "\(kind.capitalized) \(id): \(name)" + (ko.isEmpty ? "" : " (\(ko))")
        return callbacks.isEmpty ? named : named + "; callbacks: " + callbacks.joined(separator: ", ")
    }

    static func describe(_ ids: [String], in taxonomy: Taxonomy) -> [LifecycleMoment] {
        var moments: [LifecycleMoment] = []
        for machine in taxonomy.machines {
            for state in machine.states where ids.contains(Taxonomy.qualified(machine.id, state.id)) {
                moments.append(
                    LifecycleMoment(
                        id: Taxonomy.qualified(machine.id, state.id), kind: "state",
                        name: "\(machine.name): \(state.name)", ko: state.ko, callbacks: []))
            }
            for transition in machine.transitions where ids.contains(Taxonomy.qualified(machine.id, transition.id)) {
                moments.append(
                    LifecycleMoment(
                        id: Taxonomy.qualified(machine.id, transition.id), kind: "transition",
                        name: "\(machine.name): \(transition.name)", ko: transition.ko,
                        callbacks: transition.callbacks))
            }
        }
        return moments
    }
}
