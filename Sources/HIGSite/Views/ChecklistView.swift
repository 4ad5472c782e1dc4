/// A printable checklist of one page, in the site's frame.
struct ChecklistView: Sendable {
    struct Item: Sendable {
        var anchor: String
        var id: String
        var lead: String
        var ko: String?
        var strength: String
        var href: String
        /// Apple's tables that go with the guideline.
        var tables: [TableView] = []
    }

    struct Section: Sendable {
        var heading: String
        var items: [Item]
    }

    var frame: Frame
    var title: String
    var filters: String
    var contentDigest: String
    var itemCount: Int
    var pageURL: String
    var sections: [Section]
}

/// The search page.
struct SearchView: Sendable {
    var frame: Frame
}
