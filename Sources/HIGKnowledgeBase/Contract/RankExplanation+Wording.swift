import Foundation
import HIGModel

/// The English of `--explain`: a line per factor of the score, then a line per query term saying
/// where it matched. `hig query --explain` prints these lines; `--format json` gives them beside
/// the value.
extension RankExplanation {
    package var lines: [String] { factors.map(Self.line) + matches.map(Self.line) }

    private static func line(_ factor: Factor) -> String {
        switch factor {
        case .bm25(let score, let weights):
            return "bm25 \(String(format: "%.2f", score)) (\(weights))"
        case .coverage(let share, let expandedShare):
            return "covers \(percent(share)) of the query's weight (typo corrections, synonyms and lifecycle cues"
                + " count \(percent(expandedShare)))"
        case .termsInLead(let share):
            return "\(percent(share)) of the query's terms are in the lead"
        case .leadFocus(let share):
            return "the query's words make up \(percent(share)) of the lead"
        case .phraseInLead:
            return "the query is a phrase in the lead"
        case .phraseInKorean:
            return "the query is a phrase in the Korean text"
        case .lifecycleInLead:
            return "its lead names the lifecycle moment the query names"
        case .lifecycle:
            return "concerns the lifecycle moment the query names"
        case .pageTitle(let share, let inLeadShare):
            return "its page's title names \(percent(share)) of the query's weight (terms its lead holds count"
                + " \(percent(inLeadShare)))"
        case .alsoOn(let pages):
            return "also on " + pages.joined(separator: ", ")
        case .filters:
            return "matches the filters"
        case .entityBM25:
            return "bm25 over names, synonyms and callbacks"
        }
    }

    private static func line(_ match: TermMatch) -> String {
        guard !match.fields.isEmpty else { return "\"\(match.term)\" matched in no field" }
        // Three of a field's other words say what matched; a long list would bury the line.
        let places = match.fields.map { field in
            field.otherWords.isEmpty
                ? field.label : "\(field.label) (\(field.otherWords.prefix(3).joined(separator: ", ")))"
        }
        return "\"\(match.term)\" matched in " + places.joined(separator: ", ")
    }

    private static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}
