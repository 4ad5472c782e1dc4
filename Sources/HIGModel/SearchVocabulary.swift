/// How the index reads text, handed to code that must read it the same way without an index:
/// the site's search script tokenizes queries with these lists and stems.
public struct SearchVocabulary: Sendable {
    public var stopWords: [String]
    public var koreanParticles: [String]
    public var koreanVerbEndings: [String]
    public var koreanAmbiguousParticles: [String]
    /// Normalized word or two-word phrase → what it also searches for.
    public var synonyms: [String: [String]]
    /// The normalizer's tokens of a text (NFC, lower case, Korean particles off).
    public var tokens: @Sendable (String) -> [String]
    /// Each word's stem, as the index's porter tokenizer makes it.
    public var stems: @Sendable ([String]) -> [String: String]

    public init(
        stopWords: [String], koreanParticles: [String], koreanVerbEndings: [String],
        koreanAmbiguousParticles: [String], synonyms: [String: [String]],
        tokens: @escaping @Sendable (String) -> [String], stems: @escaping @Sendable ([String]) -> [String: String]
    ) {
        self.stopWords = stopWords
        self.koreanParticles = koreanParticles
        self.koreanVerbEndings = koreanVerbEndings
        self.koreanAmbiguousParticles = koreanAmbiguousParticles
        self.synonyms = synonyms
        self.tokens = tokens
        self.stems = stems
    }
}
