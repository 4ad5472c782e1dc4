/// A normalized lead as bytes and word ranges, for the per-candidate ranking features that run
/// a hundred times per query: which query terms a lead holds and how much of it they make up.
package struct LeadWords {
    private let bytes: [UInt8]
    private let words: [Range<Int>]

    package init(_ normalized: String) {
        bytes = Array(normalized.utf8)
        var words: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: " ") {
            if index > start { words.append(start..<index) }
            start = index + 1
        }
        if bytes.count > start { words.append(start..<bytes.count) }
        self.words = words
    }

    package var isEmpty: Bool { words.isEmpty }

    /// Whether some word starts with the prefix (all of it, for a several-word prefix).
    package func hasWord(startingWith prefix: [UInt8]) -> Bool {
        guard !prefix.isEmpty else { return false }
        return words.contains { range in
            range.lowerBound + prefix.count <= bytes.count
                && bytes[range.lowerBound..<range.lowerBound + prefix.count].elementsEqual(prefix)
        }
    }

    /// The share of words, stop words left out, that start with one of the prefixes.
    package func share(startingWithAnyOf prefixes: [[UInt8]], ignoring stopWords: Set<[UInt8]>) -> Double {
        var counted = 0
        var matched = 0
        for range in words {
            let word = bytes[range]
            if stopWords.contains(Array(word)) { continue }
            counted += 1
            if prefixes.contains(where: { prefix in word.count >= prefix.count && word.starts(with: prefix) }) {
                matched += 1
            }
        }
        return counted == 0 ? 0 : Double(matched) / Double(counted)
    }
}
