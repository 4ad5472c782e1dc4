import HIGKnowledgeBase
import HIGModel

extension ToolArguments {
    /// Longer text is no question a guideline answers, and it would cost every term's
    /// correction and ranking.
    static let maximumQueryLength = 1_000

    func query() throws -> String {
        let query = try string("query") ?? ""
        guard query.count <= Self.maximumQueryLength else {
            throw ToolFailure("the query is \(query.count) characters long; ask in at most \(Self.maximumQueryLength)")
        }
        return query
    }

    /// The filters search and checklist share, as typed; `KnowledgeBase.resolve` checks them.
    func filterRequest() throws -> FilterRequest {
        FilterRequest(
            platform: try strings("platform"), state: try strings("state"), style: try strings("style"),
            page: try strings("page"), strength: try strings("strength"), sourceKind: try strings("sourceKind"))
    }
}

extension KnowledgeBase {
    /// Filters checked against the knowledge base; a value that names nothing is the agent's
    /// mistake, answered with the known values.
    func resolveForAgent(_ request: FilterRequest) throws -> GuidelineFilter {
        try Self.forAgent { try resolve(request) }
    }

    /// Runs a request that checks values the agent gave: one that names nothing is a tool failure.
    static func forAgent<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let error as UnknownFilterValue {
            throw ToolFailure(error.description)
        }
    }
}
