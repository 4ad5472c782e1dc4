import HIGSearch

/// A lexicon held in memory: the glossary's groups by word, the words that find something, and
/// the words typos are corrected to. What the index answers from its tables, without SQLite.
struct FakeLexicon: QueryLexicon {
    var groups: [String: [String]] = [:]
    var findable: Set<String> = []
    var vocabulary: [String: Int] = [:]

    func synonyms(of word: String) -> [String]? { groups[word] }

    func finds(_ word: String) -> Bool { findable.contains(word) }

    func correctionWords(lengths: ClosedRange<Int>) -> [(word: String, frequency: Int)] {
        vocabulary.filter { lengths.contains($0.key.count) }.map { ($0.key, $0.value) }
    }
}
