/// A guideline statement: a bold lead sentence and its paragraph, the imperative first sentence
/// of a practices paragraph in plain text, or an item of a best-practice list.
package struct Practice: Hashable, Codable, Sendable, Identifiable {
    /// `page-slug/lead-slug`: stable across re-ingests and new sources of the same page.
    package var id: String
    package var lead: String
    package var body: String
    /// The Korean translation, when a source has one.
    package var ko: String?
    /// The page ID.
    package var page: String
    /// The title of the section that holds the practice.
    package var section: String
    package var strength: Strength
    package var platforms: [String]
    /// Qualified lifecycle state IDs, such as `app.background`.
    package var states: [String]
    /// Qualified transition IDs, such as `app.active>inactive`.
    package var transitions: [String]
    package var styles: [String]
    package var references: [Reference]
    package var sources: [SourceLocation]
    /// The edition that last states the practice, when only editions older than its page's
    /// newest do: guidance the page no longer gives.
    package var outdatedEdition: String?
    /// Set when the Korean translates an older English wording than the one the practice gives.
    package var staleKorean: StaleKorean?
    /// The guideline on Apple's site (its section's anchor); nil when no Apple source holds the page.
    package var url: String?
    /// The lead and body with their markup, lists, callouts and images; nil when the source kept
    /// none or it was not read back (search results carry the plain text only).
    package var rich: RichPractice?
    /// Who wrote the Korean (`ko`); nil when there is none.
    package var koSource: KoreanSource?
    /// The community translation that Apple's Korean (`ko`) replaced: never shown, only searched,
    /// since readers and judged questions still use its everyday words ("로딩", "얼럿") where
    /// Apple's Korean says it otherwise. Nil when `ko` is not Apple's or there was none before.
    package var koParaphrase: String?

    /// What the practice's most authoritative source is. A location without a kind was made by
    /// hand, not read from content, and stands for the guidelines themselves.
    package var sourceKind: SourceKind { SourceKind.strongest(sources.map { $0.kind ?? .appleHIG }) }

    package var isOutdated: Bool { outdatedEdition != nil }
    package var isKoreanStale: Bool { staleKorean != nil }

    /// Guidance that only a Korean source gives: its lead and body are Korean, with no English.
    package var isKoreanOnly: Bool { ko == nil && Hangul.isKorean(lead) }

    /// The Korean text: the translation, or the practice's own text when it is Korean only.
    package var koreanText: String? {
        isKoreanOnly ? (body.isEmpty ? lead : lead + "\n" + body) : ko
    }

    /// The Korean searched in the community's words: the paraphrase Apple's Korean replaced, or
    /// the Korean text when it is not Apple's. Kept in a column of its own, apart from Apple's, so
    /// that the statistics English and Korean queries were ranked by stay as they were.
    package var communityKorean: String? {
        koParaphrase ?? (koSource == .apple ? nil : koreanText)
    }

    /// Apple's own Korean as searched, in a column of its own: its Korean words only. The Latin
    /// words Apple's Korean keeps (product and API names) are the English lead's already, and
    /// matching them again would rank English queries by the length of a translation. Nil when
    /// `ko` is not Apple's.
    package var appleKorean: String? {
        guard koSource == .apple, let ko else { return nil }
        return ko.split(whereSeparator: \.isWhitespace).filter { Hangul.containsHangul($0) }.joined(separator: " ")
    }

    package init(
        id: String, lead: String, body: String, ko: String? = nil, page: String, section: String,
        strength: Strength, platforms: [String] = [], states: [String] = [],
        transitions: [String] = [], styles: [String] = [], references: [Reference] = [],
        sources: [SourceLocation] = []
    ) {
        self.id = id
        self.lead = lead
        self.body = body
        self.ko = ko
        self.page = page
        self.section = section
        self.strength = strength
        self.platforms = platforms
        self.states = states
        self.transitions = transitions
        self.styles = styles
        self.references = references
        self.sources = sources
    }
}

extension Practice {
    private enum CodingKeys: String, CodingKey {
        case id, lead, body, ko, page, section, strength, platforms, states, transitions, styles, references,
            sources, outdated, edition, koStale, koEdition, enEdition, url, sourceKind, rich, koSource
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            id: try container.decode(String.self, forKey: .id), lead: try container.decode(String.self, forKey: .lead),
            body: try container.decode(String.self, forKey: .body),
            ko: try container.decodeIfPresent(String.self, forKey: .ko),
            page: try container.decode(String.self, forKey: .page),
            section: try container.decode(String.self, forKey: .section),
            strength: try container.decode(Strength.self, forKey: .strength),
            platforms: try container.decode([String].self, forKey: .platforms),
            states: try container.decode([String].self, forKey: .states),
            transitions: try container.decode([String].self, forKey: .transitions),
            styles: try container.decode([String].self, forKey: .styles),
            references: try container.decode([Reference].self, forKey: .references),
            sources: try container.decode([SourceLocation].self, forKey: .sources))
        if try container.decodeIfPresent(Bool.self, forKey: .outdated) == true {
            outdatedEdition = try container.decodeIfPresent(String.self, forKey: .edition) ?? ""
        }
        url = try container.decodeIfPresent(String.self, forKey: .url)
        rich = try container.decodeIfPresent(RichPractice.self, forKey: .rich)
        if try container.decodeIfPresent(Bool.self, forKey: .koStale) == true {
            staleKorean = StaleKorean(
                koreanEdition: try container.decodeIfPresent(String.self, forKey: .koEdition) ?? "",
                englishEdition: try container.decodeIfPresent(String.self, forKey: .enEdition) ?? "")
        }
        koSource = try container.decodeIfPresent(KoreanSource.self, forKey: .koSource)
    }

    /// Encodes `ko` as null when no Korean is known, as the JSON contract promises.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(lead, forKey: .lead)
        try container.encode(body, forKey: .body)
        try container.encode(ko, forKey: .ko)
        try container.encode(page, forKey: .page)
        try container.encode(section, forKey: .section)
        try container.encode(strength, forKey: .strength)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(states, forKey: .states)
        try container.encode(transitions, forKey: .transitions)
        try container.encode(styles, forKey: .styles)
        try container.encode(references, forKey: .references)
        try container.encode(sources, forKey: .sources)
        try container.encode(isOutdated, forKey: .outdated)
        try container.encodeIfPresent(outdatedEdition, forKey: .edition)
        // Only where there is Korean: a practice without any has no translation to be stale.
        if ko != nil || isKoreanStale { try container.encode(isKoreanStale, forKey: .koStale) }
        try container.encodeIfPresent(staleKorean?.koreanEdition, forKey: .koEdition)
        try container.encodeIfPresent(staleKorean?.englishEdition, forKey: .enEdition)
        try container.encode(url, forKey: .url)
        try container.encode(sourceKind, forKey: .sourceKind)
        try container.encodeIfPresent(rich, forKey: .rich)
        try container.encodeIfPresent(koSource, forKey: .koSource)
    }
}
