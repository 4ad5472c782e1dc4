/// A user's query turned into FTS5 syntax: every term quoted, expanded with its synonyms and
/// corrected where it is not in the index's vocabulary. User text never reaches MATCH unquoted.
package struct QueryPlan: Sendable {
    package struct Term: Sendable {
        package var original: String
        /// Alternatives already in FTS5 syntax: `"word"`, `"two words"`, `"오디오"*`.
        package var alternatives: [String]
        /// Words from the index that the typed word was probably meant to be.
        package var corrections: [String]
        package var synonyms: [String]
        /// How many of `alternatives`, from the first, say the word as typed: the word and its
        /// translations (a Korean word's English synonyms), which follow it.
        package var exactCount = 1

        package init(
            original: String, alternatives: [String], corrections: [String], synonyms: [String], exactCount: Int = 1
        ) {
            self.original = original
            self.alternatives = alternatives
            self.corrections = corrections
            self.synonyms = synonyms
            self.exactCount = exactCount
        }

        /// Every normalized form the term matches: as typed, corrected, or a synonym.
        package var candidates: [String] { [original] + corrections + synonyms }
        /// The English of a Korean word: as much the word as typed.
        package var translations: [String] { Self.translations(of: original, among: synonyms) }

        package static func translations(of word: String, among synonyms: [String]) -> [String] {
            synonyms.filter { isTranslation($0, of: word) }
        }

        /// Only Korean words are translated: every practice has English, so an English word's
        /// Korean synonyms find nothing new, while a synonym group's Korean may be a broader word
        /// ("form sheet" and "시트").
        package static func isTranslation(_ synonym: String, of word: String) -> Bool {
            TextNormalizer.isHangulWord(word) && !TextNormalizer.isHangulWord(synonym)
        }

        /// The word as typed or translated, without corrections or other synonyms: a practice
        /// written only in English answers a Korean word through its translation as fully as
        /// through the word itself.
        package var originalExpression: String {
            exactCount == 1 ? alternatives[0] : "(" + alternatives.prefix(exactCount).joined(separator: " OR ") + ")"
        }

        package var expression: String {
            alternatives.count == 1 ? alternatives[0] : "(" + alternatives.joined(separator: " OR ") + ")"
        }
    }

    package var terms: [Term]
    /// The query's normalized words, stop words kept: for phrase bonuses.
    package var phrase: String
    /// The content words past the term limit, left out of the search: said, never dropped silently.
    package var ignoredWords: [String] = []

    package init(terms: [Term], phrase: String) {
        self.terms = terms
        self.phrase = phrase
    }

    /// Content words of the query, for measuring how much of a lead it covers: a Korean word's
    /// English says it as much as the word itself.
    package var contentWords: [String] {
        terms.flatMap { term in
            ([term.original] + term.translations + term.corrections).flatMap {
                $0.split(separator: " ").map(String.init)
            }
        }
    }
    /// Whether the query has more than one word, so that matching it as a phrase means something.
    package var isPhrase: Bool { phrase.utf8.contains(UInt8(ascii: " ")) }

    package var allTerms: String { Self.every(terms) }
    package var anyTerm: String { terms.map(\.expression).joined(separator: " OR ") }
    /// Every term in the lead (or the Korean text, for Korean words).
    package var allTermsInLead: String { Self.everyInLead(terms) }

    private static func every(_ terms: [Term]) -> String {
        terms.map(\.expression).joined(separator: " AND ")
    }

    private static func everyInLead(_ terms: [Term]) -> String {
        terms.map { "{lead ko} : " + $0.expression }.joined(separator: " AND ")
    }

    /// The query as typed, as one phrase in the lead (or the Korean text): what earns the
    /// phrase bonus. Nil for a query of one term.
    package var phraseInLead: String? {
        guard terms.count > 1, isPhrase else { return nil }
        let words = phrase.split(separator: " ").map(String.init)
        // A Korean last word keeps its particle in the text ("중단에"), so it matches as a prefix.
        let prefix = words.last.map(TextNormalizer.isHangulWord) == true ? "*" : ""
        return "{lead ko} : " + Self.quoted(phrase) + prefix
    }

    /// Whether a practice that holds `phraseInLead` holds every term as written: so when each
    /// term is one word. A two-word term ("split view") may stand apart in the phrase ("split the
    /// view"), and a Korean one may end in the phrase's prefix ("일시 중단되어").
    package var phraseHoldsEveryTerm: Bool {
        phraseInLead != nil && terms.allSatisfy { !$0.original.contains(" ") }
    }

    /// What practices are ranked from, narrowest first, each set in place of the one before:
    /// the query as a phrase in the lead, every term in the lead, every term anywhere. `found`
    /// tells, term by term, whether it matches any practice: a term that matches none would leave
    /// every set that needs it empty ("what should my app do when it goes to the background": no
    /// practice says "goes"), so then the sets are made of the terms that do match. The last set
    /// is never limited to some fields, so practices added after it rank alike (see `fewerTerms`).
    package func candidateMatches(found: [Bool]) -> [String] {
        let matching = zip(terms, found).filter(\.1).map(\.0)
        if matching.count < terms.count {
            return matching.isEmpty ? [anyTerm] : [Self.everyInLead(matching), Self.every(matching)]
        }
        guard terms.count > 1 else { return [allTermsInLead, allTerms] }
        return (phraseInLead.map { [$0] } ?? []) + [allTermsInLead, allTerms]
    }

    /// What adds to the candidates when no set of every term fills them: every term but the
    /// commonest, then any term. A practice that one adds lacks every term the set leaves out
    /// (those holding it too were candidates already), so its BM25 under the set is its BM25
    /// under any term, and all candidates rank alike; leaving out more than one term would break
    /// that. Empty when fewer than two terms match anything (`counts`: how many practices each
    /// term matches): the last set of every term found all there is.
    package func fewerTerms(counts: [Int]) -> [String] {
        let commonestFirst = zip(terms, counts).filter { $0.1 > 0 }.sorted { $0.1 > $1.1 }.map(\.0)
        guard commonestFirst.count > 1 else { return [] }
        return [Self.every(Array(commonestFirst.dropFirst())), anyTerm]
    }

    /// FTS5's string syntax: a quote inside is doubled, scalar by scalar, so no quote can end
    /// the string early whatever characters surround it.
    package static func quoted(_ token: String) -> String {
        var result = "\""
        for scalar in token.unicodeScalars {
            result.unicodeScalars.append(scalar)
            if scalar == "\"" { result.unicodeScalars.append(scalar) }
        }
        result.unicodeScalars.append("\"")
        return result
    }

    /// Hangul words match as prefixes: "중단" finds "중단합니다" and what particle stripping missed.
    package static func matchExpression(for token: String) -> String {
        let words = token.split(separator: " ").map(String.init)
        if words.count == 1, TextNormalizer.isHangulWord(token) { return quoted(token) + "*" }
        return quoted(words.joined(separator: " "))
    }
}
