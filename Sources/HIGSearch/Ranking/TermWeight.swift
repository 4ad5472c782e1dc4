import Foundation

/// One query term over the candidates: which it matches as typed and with its synonyms, and how
/// rare it is among all practices.
package struct TermWeight: Sendable {
    /// Candidates holding the term as typed (or as a Korean word's English).
    package var original: Set<Int64>
    /// Candidates holding it through a correction or synonym too.
    package var expanded: Set<Int64>
    package var idf: Double
    /// How many practices of the whole index the term finds, synonyms and corrections included.
    package var count: Int

    package init(original: Set<Int64>, expanded: Set<Int64>, count: Int, total: Double, model: RankingModel) {
        self.original = original
        self.expanded = expanded
        self.idf = Self.idf(count, total: total, model: model)
        self.count = count
    }

    /// How rare a term is among the practices: rarer terms weigh more in a practice's coverage.
    package static func idf(_ count: Int, total: Double, model: RankingModel) -> Double {
        max(log((total + 1) / (Double(count) + 0.5)), model.coverage.minimumIDF)
    }
}
