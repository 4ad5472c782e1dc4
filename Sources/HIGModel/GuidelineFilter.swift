/// Which practices a query, checklist or site page is about, as canonical IDs (see
/// `FilterResolver` for what people type). Values of one field are alternatives; fields that
/// are set must all hold. The same value is evaluated in memory (`matches`) and in SQL
/// (`HIGIndex`'s `sqlCondition`), and the two agree.
package struct GuidelineFilter: Sendable, Hashable, Codable {
    package var platforms: [String] = []
    /// Qualified state or transition IDs: `app.background`, `app.inactive>background`.
    package var states: [String] = []
    package var styles: [String] = []
    package var pages: [String] = []
    package var strengths: [String] = []
    /// Substrings of a source file path.
    package var sources: [String] = []
    /// Whether guidance that only older editions state is kept (see `Practice.outdatedEdition`).
    package var includeOutdated = false
    /// The kinds of source whose guidance is kept (see `Practice.sourceKind`); empty keeps
    /// Apple's own (`SourceKind.apple`): other kinds are shown only when asked for.
    package var sourceKinds: [SourceKind] = []

    /// The kinds kept: those asked for, else Apple's.
    package var shownKinds: [SourceKind] { sourceKinds.isEmpty ? SourceKind.apple : sourceKinds }

    /// Whether every kind is kept, so that no condition on kinds is needed.
    package var allowsEveryKind: Bool { SourceKind.allCases.allSatisfy(shownKinds.contains) }

    package init(
        platforms: [String] = [], states: [String] = [], styles: [String] = [], pages: [String] = [],
        strengths: [String] = [], sources: [String] = []
    ) {
        self.platforms = platforms
        self.states = states
        self.styles = styles
        self.pages = pages
        self.strengths = strengths
        self.sources = sources
    }

    package var isEmpty: Bool {
        platforms.isEmpty && states.isEmpty && styles.isEmpty && pages.isEmpty && strengths.isEmpty
            && sources.isEmpty
    }

    package func matches(_ practice: Practice) -> Bool {
        func any(_ wanted: [String], _ holds: (String) -> Bool) -> Bool {
            wanted.isEmpty || wanted.contains(where: holds)
        }
        return (includeOutdated || !practice.isOutdated) && any(platforms) { practice.platforms.contains($0) }
            && any(states) { practice.states.contains($0) || practice.transitions.contains($0) }
            && any(styles) { practice.styles.contains($0) }
            && any(pages) { practice.page == $0 }
            && any(strengths) { practice.strength.rawValue == $0 }
            && any(sources) { part in practice.sources.contains { $0.file.contains(part) } }
            && (allowsEveryKind || shownKinds.contains(practice.sourceKind))
    }
}

extension GuidelineFilter {
    private enum CodingKeys: String, CodingKey {
        case platforms, states, styles, pages, strengths, sources, includeOutdated, sourceKinds
    }

    /// Filters written before outdated guidance or source kinds were told apart read as Apple's
    /// current guidance only.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            platforms: try container.decodeIfPresent([String].self, forKey: .platforms) ?? [],
            states: try container.decodeIfPresent([String].self, forKey: .states) ?? [],
            styles: try container.decodeIfPresent([String].self, forKey: .styles) ?? [],
            pages: try container.decodeIfPresent([String].self, forKey: .pages) ?? [],
            strengths: try container.decodeIfPresent([String].self, forKey: .strengths) ?? [],
            sources: try container.decodeIfPresent([String].self, forKey: .sources) ?? [])
        includeOutdated = try container.decodeIfPresent(Bool.self, forKey: .includeOutdated) ?? false
        sourceKinds = try container.decodeIfPresent([SourceKind].self, forKey: .sourceKinds) ?? []
    }

    /// `includeOutdated` and `sourceKinds` are written only when set, so a review of Apple's
    /// current guidance reads as before.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(platforms, forKey: .platforms)
        try container.encode(states, forKey: .states)
        try container.encode(styles, forKey: .styles)
        try container.encode(pages, forKey: .pages)
        try container.encode(strengths, forKey: .strengths)
        try container.encode(sources, forKey: .sources)
        if includeOutdated { try container.encode(includeOutdated, forKey: .includeOutdated) }
        if !sourceKinds.isEmpty { try container.encode(sourceKinds, forKey: .sourceKinds) }
    }
}
