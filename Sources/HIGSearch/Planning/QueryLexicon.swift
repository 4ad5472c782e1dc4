/// What planning a query needs to know of the words a store holds: the glossary's synonym
/// groups and which words find anything. The index answers from its tables; a test answers from
/// a dictionary, so the planner is tried without SQLite.
package protocol QueryLexicon {
    /// The words a normalized word or phrase also searches for, or nil when the glossary has no
    /// group for it.
    func synonyms(of word: String) throws -> [String]?
    /// Whether the word finds any practice as it is, stemmed as the store stems it ("leaves"
    /// finds "leave"): only words that find nothing are corrected.
    func finds(_ word: String) throws -> Bool
    /// The words typos are corrected to whose length lies in `lengths`, with how often each occurs.
    func correctionWords(lengths: ClosedRange<Int>) throws -> [(word: String, frequency: Int)]
}
