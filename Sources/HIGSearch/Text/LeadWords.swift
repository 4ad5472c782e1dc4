/// A normalized lead as bytes and word ranges, for the per-candidate ranking features that run
/// a hundred times per query: which query terms a lead holds and how much of it they make up.
package struct LeadWords {
    private let bytes: [UInt8]
    private let words: [Range<Int>]

    package init(_ normalized: String) {
        bytes = Array(normalized.utf8)
        var words: [Range<Int>] = []
        // Sized at once: grown word by word, the array was most of making a lead's words.
        words.reserveCapacity(bytes.reduce(1) { $1 == UInt8(ascii: " ") ? $0 + 1 : $0 })
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
    package func share(startingWithAnyOf prefixes: [[UInt8]], ignoring stopWords: StopWords) -> Double {
        var counted = 0
        var matched = 0
        for range in words {
            let word = bytes[range]
            if stopWords.contains(word) { continue }
            counted += 1
            if prefixes.contains(where: { prefix in word.count >= prefix.count && word.starts(with: prefix) }) {
                matched += 1
            }
        }
        return counted == 0 ? 0 : Double(matched) / Double(counted)
    }

    /// Words left out of a lead's share, asked about a word of the lead where it lies: a set of
    /// arrays would copy every word of every candidate's lead into an array of its own to ask,
    /// which was a third of measuring the candidates.
    package struct StopWords: Sendable {
        /// The words by their length in bytes: a lead word is compared only with those as long.
        private let byLength: [[[UInt8]]]

        package init(_ words: some Sequence<String>) {
            let encoded = words.map { Array($0.utf8) }
            var byLength = Array(repeating: [[UInt8]](), count: (encoded.map(\.count).max() ?? 0) + 1)
            for word in encoded where !byLength[word.count].contains(word) { byLength[word.count].append(word) }
            self.byLength = byLength
        }

        package func contains(_ word: ArraySlice<UInt8>) -> Bool {
            word.count < byLength.count && byLength[word.count].contains { $0.elementsEqual(word) }
        }
    }
}
