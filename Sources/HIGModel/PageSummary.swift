/// What a listing of pages shows of each: read from the index without decoding whole pages.
public struct PageSummary: Sendable, Equatable {
    public var id: String
    public var title: String
    public var sources: [String]
    public var practiceCount: Int
    public var platforms: [String]
    /// The newest edition of an archived page; nil for a current one.
    public var archivedEdition: String?
    /// The edition that decides what the page says (see `Page.edition`).
    public var edition: String?
    /// The page on Apple's site, when an Apple source holds it.
    public var url: String?
    /// Every source with its kind and edition.
    public var sourceDetails: [SourceDetail] = []
    /// The page above it in Apple's navigation (`Page.parent`).
    public var parent: String?
    /// The pages it lists as a collection (`Page.listing`).
    public var listing: [String] = []
    /// The title of Apple's Korean edition (`Page.titleKo`).
    public var titleKo: String?

    public init(
        id: String, title: String, sources: [String], practiceCount: Int, platforms: [String],
        archivedEdition: String? = nil
    ) {
        self.id = id
        self.title = title
        self.sources = sources
        self.practiceCount = practiceCount
        self.platforms = platforms
        self.archivedEdition = archivedEdition
    }
}
