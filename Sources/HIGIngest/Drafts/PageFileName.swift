/// What a file's name says about the page it holds, for sources that do not declare their URL.
enum PageFileName {
    /// Names that say nothing of the page: a saved page's default names, and the names every
    /// technology's 2022 sub-pages shared.
    static let genericStems: Set<String> = [
        "index", "readme", "page", "untitled", "document", "download", "export", "notes", "article",
        "introduction", "overview", "getting-started",
    ]

    /// The file name's slug (before its first dot, as in `alerts.setext.md`); the title's slug
    /// when the name only adds to the title (`WWDC19-212-Architecting-…` for "Architecting …"),
    /// says nothing, or has no letters a slug keeps; a generic name is told apart by its folder.
    static func key(path: String, title: String) -> String {
        let components = path.split(separator: "/").map(String.init)
        let name = components.last ?? path
        let stem = String(name.split(separator: ".", omittingEmptySubsequences: false).first ?? Substring(name))
        let stemSlug = Slug.make(stem)
        let titleSlug = Slug.make(title)
        if components.count >= 3 {
            let folders = Array(components.dropLast())
            let qualified = LinkReference.pageSlug(path: folders.suffix(2) + [stem])
            if qualified != stemSlug { return qualified }
        }
        if stemSlug.isEmpty || (!titleSlug.isEmpty && stemSlug != titleSlug && stemSlug.contains(titleSlug)) {
            // Never one shared "page": every emoji-titled file would be merged into it.
            return titleSlug.isEmpty ? Slug.madeUp(for: stem.isEmpty ? title : stem) : titleSlug
        }
        if genericStems.contains(stemSlug) {
            if !titleSlug.isEmpty && !genericStems.contains(titleSlug) { return titleSlug }
            if components.count >= 2 { return Slug.make(components[components.count - 2] + " " + stemSlug) }
        }
        return stemSlug
    }
}
