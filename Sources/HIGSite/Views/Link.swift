/// A link as templates show it: `url` nil renders the title as text.
///
/// Mustache looks a missing value up in the enclosing contexts, so every name here is one no
/// other view uses.
struct Link: Sendable {
    var linkTitle: String
    var href: String?
    var isExternal = false
    var linkDetail: String?
    var isCurrent = false

    init(title: String, url: String?, external: Bool = false, detail: String? = nil) {
        linkTitle = title
        href = url
        isExternal = external
        linkDetail = detail?.isEmpty == true ? nil : detail
    }
}

/// What every page of the site shares: its path back to the root, its title, the navigation.
struct Frame: Sendable {
    var root: String
    var title: String
    var nav: [Link]
    var tool: String
    var contentDigest: String
    var indexedDay: String
    /// Apple's hierarchy, its current branch open; empty when the content has none.
    var sidebar: [SideItem] = []
    /// The pages above a HIG page, and the pages before and after it in reading order, each
    /// with "Previous" or "Next" as its detail.
    var breadcrumbs: [Link] = []
    var pager: [Link] = []
    /// The tool's words in both languages, for the language modes.
    var words = SiteWords.table
}
