/// How the index reads and ranks text, handed to code that must do the same without an index:
/// the site's search script tokenizes, plans and ranks queries with this model, these tables
/// and stems.
package struct SearchVocabulary: Sendable {
    package var model: RankingModel
    /// Normalized word or two-word phrase → what it also searches for.
    package var synonyms: [String: [String]]
    /// Normalized callback names and cues, each with the transition it names.
    package var lifecycleCues: [LifecycleCue]
    /// The normalizer's tokens of a text (NFC, lower case, Korean particles off).
    package var tokens: @Sendable (String) -> [String]
    /// Each word's stem, as the index's porter tokenizer makes it; throws when it cannot stem
    /// them (the site's search would otherwise miss every inflected word without a word said).
    package var stems: @Sendable ([String]) throws -> [String: String]
    /// The model's fields whose words a typo may be corrected to, as the index's vocabulary
    /// table holds them.
    package var correctionFields: Set<String>

    package struct LifecycleCue: Sendable, Codable, Equatable {
        package var cue: String
        package var transition: String
        package var isCallback: Bool

        package init(cue: String, transition: String, isCallback: Bool) {
            self.cue = cue
            self.transition = transition
            self.isCallback = isCallback
        }
    }

    package init(
        model: RankingModel, synonyms: [String: [String]], lifecycleCues: [LifecycleCue],
        tokens: @escaping @Sendable (String) -> [String],
        stems: @escaping @Sendable ([String]) throws -> [String: String],
        correctionFields: Set<String>
    ) {
        self.model = model
        self.synonyms = synonyms
        self.lifecycleCues = lifecycleCues
        self.tokens = tokens
        self.stems = stems
        self.correctionFields = correctionFields
    }
}
