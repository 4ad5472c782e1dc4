/// How the index reads and ranks text, handed to code that must do the same without an index:
/// the site's search script tokenizes, plans and ranks queries with this model, these tables
/// and stems.
public struct SearchVocabulary: Sendable {
    public var model: RankingModel
    /// Normalized word or two-word phrase → what it also searches for.
    public var synonyms: [String: [String]]
    /// Normalized callback names and cues, each with the transition it names.
    public var lifecycleCues: [LifecycleCue]
    /// The normalizer's tokens of a text (NFC, lower case, Korean particles off).
    public var tokens: @Sendable (String) -> [String]
    /// Each word's stem, as the index's porter tokenizer makes it; throws when it cannot stem
    /// them (the site's search would otherwise miss every inflected word without a word said).
    public var stems: @Sendable ([String]) throws -> [String: String]
    /// The model's fields whose words a typo may be corrected to, as the index's vocabulary
    /// table holds them.
    public var correctionFields: Set<String>

    public struct LifecycleCue: Sendable, Codable, Equatable {
        public var cue: String
        public var transition: String
        public var isCallback: Bool

        public init(cue: String, transition: String, isCallback: Bool) {
            self.cue = cue
            self.transition = transition
            self.isCallback = isCallback
        }
    }

    public init(
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
