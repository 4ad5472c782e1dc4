import HIGModel

/// A printable checklist of one page, in the site's frame.
struct ChecklistView: Sendable {
    struct Item: Sendable {
        var anchor: String
        var id: String
        var lead: String
        var ko: String?
        var strength: String
        var href: String
        /// `ko` for a lead only a Korean source gives, `en` otherwise.
        var leadLang = "en"
        /// `ko` for an ID made of a Korean lead; nil for an English one.
        var idLang: String?
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
