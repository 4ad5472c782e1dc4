/// Where a tag's words stand in a practice: its page's or section's title, its lead, or a
/// sentence of its body.
package enum TagPlace: String, Sendable, Hashable, Codable {
    case page, section, lead, body
}

/// Why a practice carries a tag: the words that gave it and where they stand, or the rule that
/// set or narrowed it. `hig show ID --explain` prints these.
package struct TagReason: Sendable, Hashable, Codable {
    package enum Kind: String, Sendable, Hashable, Codable {
        case transition, state, style, platform, strength
    }

    package var kind: Kind
    package var tag: String
    /// The words found ("when your app starts") or the rule applied ("the lead limits it").
    package var evidence: String
    /// Where the words stand; nil for a rule that looks at no one place.
    package var place: TagPlace?
    /// The sentence (or title) that holds the words.
    package var sentence: String?

    package init(kind: Kind, tag: String, evidence: String, place: TagPlace? = nil, sentence: String? = nil) {
        self.kind = kind
        self.tag = tag
        self.evidence = evidence
        self.place = place
        self.sentence = sentence
    }
}

/// Everything the tagger decides about one practice, with the reasons.
package struct PracticeTags: Sendable {
    package var transitions: [String] = []
    package var states: [String] = []
    package var styles: [String] = []
    package var platforms: [String] = []
    package var strength: Strength = .informative
    package var reasons: [TagReason] = []

    package init() {}
}
