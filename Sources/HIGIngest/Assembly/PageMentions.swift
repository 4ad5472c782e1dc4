import HIGModel

/// Finds "see Playing audio" mentions of page titles in practice text. Titles are grouped by
/// their first characters (short titles whole), so each "see " in a text is checked against a
/// handful of titles rather than every page, however many pages share a first word.
struct PageMentions {
    private static let minimumLength = 4
    private static let keyLength = 12
    private let titles: [(title: String, id: String)]
    /// The first `keyLength` characters of a lowercased title (all of a shorter one) → indices
    /// into `titles`.
    private let byStart: [Substring: [Int]]
    /// The lengths of those keys, each once.
    private let keyLengths: [Int]

    init(titles: [(title: String, id: String)]) {
        let eligible = titles.filter { $0.title.count >= Self.minimumLength }.map { ($0.title.lowercased(), $0.id) }
        self.titles = eligible
        var byStart: [Substring: [Int]] = [:]
        for (index, entry) in eligible.enumerated() {
            byStart[entry.0.prefix(Self.keyLength), default: []].append(index)
        }
        self.byStart = byStart
        keyLengths = Set(byStart.keys.map(\.count)).sorted()
    }

    /// IDs of the pages whose title follows "see " in the text, in the order of `titles`.
    func pages(mentionedIn text: String) -> [String] {
        let lowered = text.lowercased()
        var found: Set<Int> = []
        for offset in ByteSearch.offsets(of: "see ", in: lowered) {
            let rest = lowered[lowered.utf8.index(lowered.utf8.startIndex, offsetBy: offset + 4)...]
            for length in keyLengths {
                for index in byStart[rest.prefix(length)] ?? [] where rest.hasPrefix(titles[index].title) {
                    found.insert(index)
                }
            }
        }
        return found.sorted().map { titles[$0].id }
    }
}
