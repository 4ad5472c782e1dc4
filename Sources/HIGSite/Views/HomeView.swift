/// The home page: Apple's hierarchy of the guidelines and what the knowledge base holds.
struct HomeView: Sendable {
    struct Stat: Sendable {
        var count: Int
        var label: String
    }

    /// A collection of the first level (Foundations, Components) or a labelled set of pages
    /// outside the hierarchy.
    struct Category: Sendable {
        var heading: String
        /// The collection's own page; nil for a set of pages outside the hierarchy.
        var headingURL: String?
        var abstract: String?
        var links: [Link]
        var groups: [Group]
    }

    /// A collection within one (the components' Content, Presentation…), with its pages.
    struct Group: Sendable {
        var groupTitle: Link
        var links: [Link]
    }

    var frame: Frame
    var stats: [Stat]
    var categories: [Category]
    var contentDigest: String
    var indexedDay: String
    var fileCount: Int
    var formats: [Link]
}
