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
        /// The item as `hig checklist` writes it, unmarked: Markdown up to its note, CSV cells as JSON.
        var markdown: String
        var csv: String
        /// Apple's tables that go with the guideline.
        var tables: [TableView] = []
        /// `ko` for a lead only a Korean source gives, `en` otherwise.
        var leadLang = "en"
        /// `ko` for an ID made of a Korean lead; nil for an English one.
        var idLang: String?
    }

    struct Section: Sendable {
        var heading: String
        var items: [Item]
        var markdown: String
    }

    /// What the review script keeps marks under and writes files from.
    struct Review: Sendable {
        /// The browser storage key: one per checklist, its marks keyed by practice ID inside.
        var key: String
        /// The exported file's name without its extension.
        var fileName: String
        /// The Markdown before the first section.
        var markdown: String
        /// The CSV columns as JSON.
        var columns: String
    }

    var frame: Frame
    var title: String
    var filters: String
    var contentDigest: String
    var itemCount: Int
    var pageURL: String
    var sections: [Section]
    var review: Review
}

/// The search page.
struct SearchView: Sendable {
    var frame: Frame
}
