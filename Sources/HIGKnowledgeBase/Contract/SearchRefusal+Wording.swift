import HIGModel

extension SearchResponse {
    /// What a refused query answers instead of results, as `hig query` and the MCP server say
    /// it; part of the JSON contract.
    package var message: String? {
        switch refusal {
        case .emptyQuery: "Empty query: give words to search for, or a filter such as --state background."
        case .noWords: "Nothing to search for in \"\(query)\": it has no words."
        case nil: nil
        }
    }
}
