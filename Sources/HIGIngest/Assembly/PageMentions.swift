/// Finds "see Playing audio" mentions of page titles in practice text. Titles are grouped by
/// their first characters, so each "see " in a text is checked against a handful of titles
/// rather than every page.
struct PageMentions {
    private static let keyLength = 4
    private let titles: [(title: String, id: String)]
    /// The first characters of a lowercased title → indices into `titles`.
    private let byStart: [Substring: [Int]]

    init(titles: [(title: String, id: String)]) {
        let eligible = titles.filter { $0.title.count >= Self.keyLength }.map { ($0.title.lowercased(), $0.id) }
        self.titles = eligible
        var byStart: [Substring: [Int]] = [:]
        for (index, entry) in eligible.enumerated() {
            byStart[entry.0.prefix(Self.keyLength), default: []].append(index)
        }
        self.byStart = byStart
    }

    /// IDs of the pages whose title follows "see " in the text, in the order of `titles`.
    func pages(mentionedIn text: String) -> [String] {
        let lowered = text.lowercased()
        var found: Set<Int> = []
        var searchStart = lowered.startIndex
        while let range = lowered.range(of: "see ", range: searchStart..<lowered.endIndex) {
            let rest = lowered[range.upperBound...]
            for index in byStart[rest.prefix(Self.keyLength)] ?? [] where rest.hasPrefix(titles[index].title) {
                found.insert(index)
            }
            searchStart = range.upperBound
        }
        return found.sorted().map { titles[$0].id }
    }
}
