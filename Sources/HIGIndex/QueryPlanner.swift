import GRDB
import HIGModel

/// Builds a QueryPlan: normalizes the words, drops English stop words, corrects typos against
/// the index vocabulary, and adds synonyms from the taxonomy.
struct QueryPlanner {
    static let stopWords: Set<String> = [
        "a", "an", "the", "to", "of", "in", "on", "for", "and", "or", "is", "are", "be", "what", "when",
        "how", "should", "do", "does", "my", "i", "it", "its", "with", "can", "you", "your", "we", "that",
        "this", "which", "why", "where", "who", "about", "from", "by", "at", "as", "if", "into", "me",
        "there", "any", "way", "ways", "need", "want", "s", "am", "was", "were", "will", "would", "could",
        "some", "than", "then", "so", "up", "out", "our", "us", "their", "they", "them", "he", "she",
    ]

    let synonyms: SynonymTable
    let vocabulary: Vocabulary

    func plan(_ query: String, db: Database) throws -> QueryPlan {
        let words = TextNormalizer.tokens(query)
        var content = words.filter { !Self.stopWords.contains($0) }
        if content.isEmpty { content = words }
        var terms: [QueryPlan.Term] = []
        var index = 0
        while index < content.count {
            // A two-word synonym ("split view", "full screen") is one term.
            if index + 1 < content.count {
                let pair = content[index] + " " + content[index + 1]
                if let group = synonyms.group(for: pair) {
                    terms.append(term(pair, synonyms: group.filter { $0 != pair }, correction: nil))
                    index += 2
                    continue
                }
            }
            let word = content[index]
            var corrected: String?
            if !TextNormalizer.isHangulWord(word), try !vocabulary.contains(word, db: db) {
                corrected = try vocabulary.closest(to: word, db: db)
            }
            let effective = corrected ?? word
            let group = synonyms.group(for: effective) ?? synonyms.group(for: word) ?? []
            terms.append(term(word, synonyms: group.filter { $0 != effective }, correction: corrected))
            index += 1
        }
        return QueryPlan(terms: terms, phrase: words.joined(separator: " "))
    }

    private func term(_ word: String, synonyms: [String], correction: String?) -> QueryPlan.Term {
        var alternatives = [QueryPlan.matchExpression(for: word)]
        if let correction { alternatives.append(QueryPlan.matchExpression(for: correction)) }
        for synonym in synonyms {
            let expression = QueryPlan.matchExpression(for: synonym)
            if !alternatives.contains(expression) { alternatives.append(expression) }
        }
        return QueryPlan.Term(original: word, alternatives: alternatives, correction: correction, synonyms: synonyms)
    }
}

/// Synonym groups from the taxonomy: its synonym lists plus each style's, platform's and
/// state's names, all normalized.
struct SynonymTable: Sendable {
    private var groups: [[String]] = []
    private var lookup: [String: Int] = [:]

    init(taxonomy: Taxonomy) {
        var raw = taxonomy.synonyms
        raw += taxonomy.styles.map { [$0.name, $0.ko] + $0.synonyms }
        raw += taxonomy.platforms.map { [$0.name, $0.ko] + $0.synonyms }
        for group in raw {
            let normalized = group.map(TextNormalizer.normalize).filter { !$0.isEmpty }
            guard normalized.count > 1 else { continue }
            let existing = normalized.compactMap { lookup[$0] }.first
            let index = existing ?? groups.count
            if existing == nil { groups.append([]) }
            for word in normalized where !groups[index].contains(word) {
                groups[index].append(word)
                if lookup[word] == nil { lookup[word] = index }
            }
        }
    }

    func group(for word: String) -> [String]? {
        lookup[word].map { groups[$0] }
    }
}
