/// The developer symbols a practice is searched by: the ones it names itself, and the ones its
/// page lists under "Developer documentation". A question that names the API (`UITextField`,
/// `UIActivityViewController`) is about the component page listing it, though few of that page's
/// practices repeat the name. The index and the site's search data take the field from here, so
/// the two rank alike.
package enum SearchSymbols {
    /// The symbol names a page lists: its symbol references that are names, not documentation URLs.
    package static func listed(by page: Page?) -> [String] {
        (page?.related ?? []).filter { $0.kind == .symbol && !$0.target.contains("://") }.map(\.target)
    }

    /// The text of a practice's symbols field: its own symbols, then its page's that it does not name.
    package static func text(of practice: Practice, pageSymbols: [String]) -> String {
        let own = named(by: practice)
        return (own + pageSymbols.filter { !own.contains($0) }).joined(separator: " ")
    }

    /// The symbols a practice names itself.
    package static func named(by practice: Practice) -> [String] {
        practice.references.filter { $0.kind == .symbol }.map(\.target)
    }
}
