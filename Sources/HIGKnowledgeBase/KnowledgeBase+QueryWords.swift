import HIGSearch

extension KnowledgeBase {
    /// The most query words a search takes (the ranking model's `maximumTerms`): the commands and
    /// the MCP server name it when they say which words were left out, without reaching past the
    /// front door for the model.
    package static let searchedWordLimit = RankingModel.standard.maximumTerms
}
