/// How practices are ranked, as data: the full-text fields and their weights, the factors of a
/// practice's score, the stop words and the Korean endings the normalizer strips. The command
/// line ranks with it and the site's script reads the same values from its search data, so the
/// two cannot drift apart by a copied number.
package struct RankingModel: Sendable, Codable, Equatable {
    /// A column of the practices' full-text table, with its BM25 weight and its name in
    /// explanations.
    package struct Field: Sendable, Codable, Equatable {
        package var name: String
        package var weight: Double
        package var label: String
    }

    /// FTS5's BM25 constants, which the site's script computes BM25 with.
    package struct BM25: Sendable, Codable, Equatable {
        package var k1: Double
        package var b: Double
    }

    /// How much of the query a practice answers: each term weighs its idf (at least
    /// `minimumIDF`); a term found only through a correction, synonym or lifecycle cue counts
    /// `expandedShare` of it.
    package struct Coverage: Sendable, Codable, Equatable {
        package var floor: Double
        package var exponent: Int
        package var expandedShare: Double
        package var minimumIDF: Double
        /// Below this share of the query's weight, the best practice is only the closest one.
        package var answered: Double
    }

    /// Factors a practice's score is multiplied by.
    package struct Bonuses: Sendable, Codable, Equatable {
        /// Per unit of lead focus: the share of the lead's words the query's words make up.
        package var leadFocus: Double
        package var phraseInLead: Double
        package var phraseInKorean: Double
        /// Asked by callback, for a practice whose lead names that lifecycle moment.
        package var lifecycleInLead: Double
        /// For a practice that concerns the lifecycle moment the query names.
        package var lifecycle: Double
        /// Per unit of the query's weight that the practice's page title names: a page is about
        /// what its title says, so "photo as app icon" prefers "Prefer illustrations to photos"
        /// on App icons. A term the lead holds too adds less: the title adds little to it.
        package var pageTitle: Double
        /// What a term the lead holds too counts of that.
        package var pageTitleInLeadShare: Double
    }

    package struct Korean: Sendable, Codable, Equatable {
        /// Particles and endings that follow a noun, longest first.
        package var particles: [String]
        /// Verb endings on a Sino-Korean noun, stripped only when two syllables or more remain.
        package var verbEndings: [String]
        /// Single-syllable particles that also end ordinary words, stripped only from words of
        /// three syllables or more.
        package var ambiguousParticles: [String]
        /// Question words and fillers that say how people ask, not what about ("어떻게", "몇").
        package var questionWords: [String]
        /// Last syllables of the predicate a question ends on ("하나요", "돼야", "할까"): a Hangul
        /// word of two syllables or more ending in one is left out of the query like a stop word.
        package var predicateEndings: [String]

        /// Whether a normalized Hangul word only says how the question is asked.
        package func isPredicate(_ word: String) -> Bool {
            questionWords.contains(word) || predicateStem(word) != nil
        }

        /// What a predicate says before its ending ("멈춰야" → "멈춰"); nil for a word that does not
        /// end on one, and for a question word.
        package func predicateStem(_ word: String) -> String? {
            guard !questionWords.contains(word), word.count >= 2, let last = word.last,
                predicateEndings.contains(String(last))
            else { return nil }
            return String(word.dropLast())
        }
    }

    package var fields: [Field]
    /// Weights of the other entities' full-text columns: title, body.
    package var entityWeights: [Double]
    package var bm25: BM25
    /// How many practices are ranked in full for a query.
    package var candidates: Int
    /// Above this many practices, candidates come from the narrowest set that fills them.
    package var narrowingThreshold: Int
    /// Query words past this many are left out: a pasted paragraph is not a query.
    package var maximumTerms: Int
    package var coverage: Coverage
    package var bonuses: Bonuses
    package var stopWords: [String]
    package var korean: Korean

    /// What the score of one practice is made of.
    package struct Features: Sendable, Equatable {
        /// FTS5's bm25(), negative: lower is better.
        package var bm25: Double
        package var coverage: Double
        package var inLead: Double
        package var leadFocus: Double
        package var phraseInLead: Bool
        package var phraseInKorean: Bool
        package var lifecycle: Bool
        package var lifecycleInLead: Bool
        /// The share of the query's weight its page title names, terms its lead holds too counting
        /// `pageTitleInLeadShare` of theirs.
        package var inPageTitle: Double

        package init(
            bm25: Double, coverage: Double, inLead: Double, leadFocus: Double, phraseInLead: Bool,
            phraseInKorean: Bool, lifecycle: Bool, lifecycleInLead: Bool, inPageTitle: Double = 0
        ) {
            self.bm25 = bm25
            self.coverage = coverage
            self.inLead = inLead
            self.leadFocus = leadFocus
            self.phraseInLead = phraseInLead
            self.phraseInKorean = phraseInKorean
            self.lifecycle = lifecycle
            self.lifecycleInLead = lifecycleInLead
            self.inPageTitle = inPageTitle
        }
    }

    /// BM25 scaled by how much of the query the practice answers, with bonuses for the query
    /// as a phrase and for the lifecycle moment it names. The site's script multiplies in the
    /// same order, so both round alike.
    package func score(_ features: Features) -> Double {
        let phrase =
            features.phraseInLead ? bonuses.phraseInLead : (features.phraseInKorean ? bonuses.phraseInKorean : 1)
        var covered = 1.0
        for _ in 0..<coverage.exponent { covered *= features.coverage }
        let lifecycle =
            features.lifecycleInLead ? bonuses.lifecycleInLead : features.lifecycle ? bonuses.lifecycle : 1
        return -features.bm25 * (coverage.floor + covered) * (1 + features.inLead)
            * (1 + bonuses.leadFocus * features.leadFocus) * phrase * lifecycle
            * (1 + bonuses.pageTitle * features.inPageTitle)
    }

    /// The weights as FTS5's bm25() takes them, in column order.
    package var bm25Arguments: String {
        fields.map { String($0.weight) }.joined(separator: ", ")
    }

    /// The fields by weight, heaviest first: "lead ×10, symbols ×8, …".
    package var weightsDescription: String {
        // A field that weighs nothing (Apple's Korean) is left out: it finds, but does not score.
        fields.filter { $0.weight > 0 }.sorted { $0.weight > $1.weight }.map {
            "\($0.label) ×\(Self.number($0.weight))"
        }
        .joined(separator: ", ")
    }

    /// A factor as people write it: 10, not 10.0.
    package static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
