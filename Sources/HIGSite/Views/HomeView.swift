/// The home page: what the knowledge base holds and its pages by category.
struct HomeView: Sendable {
    struct Stat: Sendable {
        var count: Int
        var label: String
    }

    struct Category: Sendable {
        var heading: String
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
