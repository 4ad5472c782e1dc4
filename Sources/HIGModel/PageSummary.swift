/// What a listing of pages shows of each: read from the index without decoding whole pages.
package struct PageSummary: Sendable, Equatable {
    package var id: String
    package var title: String
    package var sources: [String]
    package var practiceCount: Int
    package var platforms: [String]
    /// The newest edition of an archived page; nil for a current one.
    package var archivedEdition: String?
    /// The edition that decides what the page says (see `Page.edition`).
    package var edition: String?
    /// The page on Apple's site, when an Apple source holds it.
    package var url: String?
    /// Every source with its kind and edition.
    package var sourceDetails: [SourceDetail] = []
    /// The page above it in Apple's navigation (`Page.parent`).
    package var parent: String?
    /// The pages it lists as a collection (`Page.listing`).
    package var listing: [String] = []
    /// The title of Apple's Korean edition (`Page.titleKo`).
    package var titleKo: String?

    package init(
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
