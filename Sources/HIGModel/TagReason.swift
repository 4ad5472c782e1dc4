/// Where a tag's words stand in a practice: its page's or section's title, its lead, or a
/// sentence of its body.
public enum TagPlace: String, Sendable, Hashable, Codable {
    case page, section, lead, body
}

/// Why a practice carries a tag: the words that gave it and where they stand, or the rule that
/// set or narrowed it. `hig show ID --explain` prints these.
public struct TagReason: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case transition, state, style, platform, strength
    }

    public var kind: Kind
    public var tag: String
    /// The words found ("when your app starts") or the rule applied ("the lead limits it").
    public var evidence: String
    /// Where the words stand; nil for a rule that looks at no one place.
    public var place: TagPlace?
    /// The sentence (or title) that holds the words.
    public var sentence: String?

    public init(kind: Kind, tag: String, evidence: String, place: TagPlace? = nil, sentence: String? = nil) {
        self.kind = kind
        self.tag = tag
        self.evidence = evidence
        self.place = place
        self.sentence = sentence
    }
}

/// Everything the tagger decides about one practice, with the reasons.
public struct PracticeTags: Sendable {
    public var transitions: [String] = []
    public var states: [String] = []
    public var styles: [String] = []
    public var platforms: [String] = []
    public var strength: Strength = .informative
    public var reasons: [TagReason] = []

    public init() {}
}
