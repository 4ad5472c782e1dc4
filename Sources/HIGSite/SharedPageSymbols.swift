/// The site's search data writes each page's listed symbols once (`pageSymbols`) and a practice
/// names its page's by index: repeated on every practice of a page, they took a tenth of it.
struct SharedPageSymbols {
    /// Each page's listed symbols as tokens, in the order pages are first asked for.
    private(set) var texts: [String] = []
    private var indexes: [String: Int?] = [:]

    /// The index of the page's symbols for a practice whose symbols field reads `whole`; nil
    /// when the page lists none, or when the field is not the practice's own tokens followed by
    /// the page's (a practice that names one of its page's symbols has it once, among its own),
    /// so the browser rebuilds exactly the field the index searches.
    /// - Parameter listed: the page's listed symbols as tokens, asked for once a page.
    mutating func index(page: String, own: String, whole: String, listed: () -> String) -> Int? {
        let index: Int?
        if let known = indexes[page] {
            index = known
        } else {
            let text = listed()
            index = text.isEmpty ? nil : texts.count
            if !text.isEmpty { texts.append(text) }
            indexes[page] = index
        }
        guard let index else { return nil }
        return (own.isEmpty ? texts[index] : own + " " + texts[index]) == whole ? index : nil
    }
}
