import Foundation
import GRDB
import HIGModel

/// Builds a QueryPlan: normalizes the words, drops English stop words, corrects typos against
/// the index vocabulary, and adds synonyms from the taxonomy.
struct QueryPlanner {
    static let stopWords = Set(RankingModel.standard.stopWords)

    /// A Korean question's question words and predicate ("어떻게 정해야 하나요", "넣어야 돼?") say
    /// how people ask, not what about.
    static func isKoreanPredicate(_ word: String) -> Bool {
        TextNormalizer.isHangulWord(word) && RankingModel.standard.korean.isPredicate(word)
    }

    let vocabulary = Vocabulary()
    /// Each word costs a few lookups.
    static let maximumTerms = RankingModel.standard.maximumTerms

    func plan(_ query: String, db: Database) throws -> QueryPlan {
        let words = TextNormalizer.tokens(try splittingUnknownIdentifiers(query, db: db))
            .map(TextNormalizer.strippingStackedParticle)
        var content = try joiningPhrasesOfStopWords(words, db: db).map { try verbOfPredicate($0, db: db) ?? $0 }
            .filter { !Self.stopWords.contains($0) && !Self.isKoreanPredicate($0) }
        if content.isEmpty { content = words }
        // A word typed twice ("'My Library' or 'Your Library'") is one term: it does not weigh double.
        var seen = Set<String>()
        let distinct = content.filter { seen.insert($0).inserted }
        content = try GlossaryPhrase.joiningNeighbours(Array(distinct.prefix(Self.maximumTerms)), db: db)
        var terms: [QueryPlan.Term] = []
        var index = 0
        while index < content.count {
            // A two-word synonym ("split view", "full screen") is one term, even with a stop word
            // between; one of three words is one only as typed ("split the view controller" is not).
            if let found = try GlossaryPhrase.longest(in: content, at: index, db: db, upTo: 2) {
                terms.append(term(found.phrase, synonyms: found.group.filter { $0 != found.phrase }, corrections: []))
                index += found.length
                continue
            }
            let word = content[index]
            var group = try QueryTables.synonyms(of: word, db: db) ?? []
            var corrections: [String] = []
            if !TextNormalizer.isHangulWord(word), try !vocabulary.matches(word, db: db),
                try !findsThroughSynonyms(word, group, db: db)
            {
                corrections = try vocabulary.closest(to: word, db: db)
            }
            for correction in corrections {
                for synonym in try QueryTables.synonyms(of: correction, db: db) ?? [] where !group.contains(synonym) {
                    group.append(synonym)
                }
            }
            let own = [word] + corrections
            terms.append(term(word, synonyms: group.filter { !own.contains($0) }, corrections: corrections))
            index += 1
        }
        var plan = QueryPlan(terms: terms, phrase: words.joined(separator: " "))
        plan.ignoredWords = Array(distinct.dropFirst(Self.maximumTerms))
        return plan
    }

    /// Whether an English synonym of a word the pages never use finds something: such a word is
    /// jargon the glossary knows ("toast" is a HUD or banner), not a typo to correct ("coast").
    private func findsThroughSynonyms(_ word: String, _ group: [String], db: Database) throws -> Bool {
        try group.contains { synonym in
            guard synonym != word, !TextNormalizer.isHangulWord(synonym) else { return false }
            return try vocabulary.matches(synonym, db: db)
        }
    }

    /// The verb a predicate carries ("멈춰야 하나요" asks whether to stop): the predicate without its
    /// last syllable, when the glossary knows it; otherwise the predicate goes like a stop word.
    private func verbOfPredicate(_ word: String, db: Database) throws -> String? {
        guard TextNormalizer.isHangulWord(word), let stem = RankingModel.standard.korean.predicateStem(word) else {
            return nil
        }
        return try QueryTables.synonyms(of: stem, db: db) != nil ? stem : nil
    }

    /// Words the taxonomy lists as one stay one word: two with a stop word among them ("too many"),
    /// which the stop word's removal would lose, and any three typed together ("three dots menu",
    /// "right to left").
    private func joiningPhrasesOfStopWords(_ words: [String], db: Database) throws -> [String] {
        var joined: [String] = []
        var index = 0
        while index < words.count {
            let found = try GlossaryPhrase.longest(in: words, at: index, db: db) { run in
                run.count == GlossaryPhrase.maximumWords || run.contains(where: Self.stopWords.contains)
                    || Self.isKoreanPredicate(run[run.count - 1])
            }
            if let found {
                joined.append(found.phrase)
                index += found.length
                continue
            }
            joined.append(words[index])
            index += 1
        }
        return joined
    }

    /// `AudioServicesPlaySystemSound` that names nothing in the index is searched as its words
    /// ("audio services play system sound"): the pages name APIs in prose as often as in code.
    private func splittingUnknownIdentifiers(_ query: String, db: Database) throws -> String {
        var result = query
        // Most queries have no capital after a lowercase letter; they skip the regular expression.
        guard query.unicodeScalars.contains(where: { $0.properties.isUppercase }) else { return query }
        let pattern = try NSRegularExpression(pattern: #"\b[A-Za-z]*[a-z][A-Z][A-Za-z]*\b"#)
        let matches = pattern.matches(in: query, range: NSRange(query.startIndex..., in: query)).reversed()
        for match in matches {
            guard let range = Range(match.range, in: result) else { continue }
            let identifier = String(result[range])
            guard try !vocabulary.matches(identifier.lowercased(), db: db) else { continue }
            result.replaceSubrange(range, with: IdentifierWords.spaced(identifier))
        }
        return result
    }

    /// Alternatives in order: the word, its translations, its corrections, its other synonyms.
    private func term(_ word: String, synonyms: [String], corrections: [String]) -> QueryPlan.Term {
        var alternatives = [QueryPlan.matchExpression(for: word)]
        func add(_ form: String) {
            let expression = QueryPlan.matchExpression(for: form)
            if !alternatives.contains(expression) { alternatives.append(expression) }
        }
        let translations = QueryPlan.Term.translations(of: word, among: synonyms)
        translations.forEach(add)
        let exactCount = alternatives.count
        alternatives += corrections.map(QueryPlan.matchExpression(for:))
        synonyms.filter { !translations.contains($0) }.forEach(add)
        return QueryPlan.Term(
            original: word, alternatives: alternatives, corrections: corrections, synonyms: synonyms,
            exactCount: exactCount)
    }
}

/// Synonym groups from the taxonomy: its synonym lists plus each style's, platform's and
/// state's names and symbols, all normalized. A word expands to every group it is in, but groups
/// are not chained: "알림" is both alert and notification, "alert" is not "notification".
struct SynonymTable: Sendable {
    private(set) var groups: [[String]] = []
    private var lookup: [String: [Int]] = [:]

    init(taxonomy: Taxonomy) {
        var raw = taxonomy.synonyms
        raw += taxonomy.styles.map { [$0.name, $0.ko] + $0.synonyms + $0.symbols.map(Self.symbolName) }
        raw += taxonomy.platforms.map { [$0.name, $0.ko] + $0.synonyms }
        raw += taxonomy.analogousCallbacks
        raw += taxonomy.machines.flatMap(\.transitions).map { transition in
            // Cues that are other spellings of a callback ("applicationDidResignActive" in old notes).
            transition.callbacks.map(Self.symbolName)
                + transition.cues.filter { cue in
                    !cue.contains(" ")
                        && (cue.lowercased().hasPrefix("application") || cue.lowercased().hasPrefix("scene"))
                }
        }
        for group in raw { add(group, keys: { _ in true }) }
        for group in taxonomy.translations { add(group, keys: TextNormalizer.isHangulWord) }
        let keyed = lookup
        for (plural, group) in Self.pluralKeys(of: groups, isKey: { keyed[$0] != nil })
        where lookup[plural]?.contains(group) != true {
            lookup[plural, default: []].append(group)
        }
    }

    /// A group whose members `keys` accepts expand to it.
    private mutating func add(_ group: [String], keys: (String) -> Bool) {
        var normalized: [String] = []
        for word in group.map(TextNormalizer.normalize) where !word.isEmpty && !normalized.contains(word) {
            normalized.append(word)
        }
        guard normalized.count > 1 else { return }
        for word in normalized where keys(word) { lookup[word, default: []].append(groups.count) }
        groups.append(normalized)
    }

    /// What people type for a symbol: `fullScreenCover(isPresented:…)` → `fullScreenCover`,
    /// `UIModalPresentationStyle.pageSheet` → `pageSheet`.
    static func symbolName(_ symbol: String) -> String {
        let base = symbol.split(separator: "(").first.map(String.init) ?? symbol
        return base.split(separator: ".").last.map(String.init) ?? base
    }

    /// Every word with all the words it expands to.
    var expansions: [(String, [String])] {
        lookup.keys.sorted().compactMap { word in group(for: word).map { (word, $0) } }
    }

    func group(for word: String) -> [String]? {
        guard let indices = lookup[word] else { return nil }
        var result: [String] = []
        for index in indices {
            for member in groups[index] where !result.contains(member) { result.append(member) }
        }
        return result
    }
}
