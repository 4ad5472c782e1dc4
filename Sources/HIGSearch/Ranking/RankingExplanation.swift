import Foundation
import HIGModel

/// The English of `--explain`: what each factor of a practice's score came to, with the
/// weights and shares read from the ranking model so the text never states an old number.
package enum RankingExplanation {
    /// - Parameter weights: the model's `weightsDescription`, which a search makes once rather
    ///   than for every result.
    package static func lines(_ features: RankingModel.Features, model: RankingModel, weights: String, alsoOn: [String])
        -> [String]
    {
        let share = Int((model.coverage.expandedShare * 100).rounded())
        var lines = [
            "bm25 \(String(format: "%.2f", -features.bm25)) (\(weights))",
            "covers \(percent(features.coverage)) of the query's weight (typo corrections, synonyms and lifecycle cues count \(share)%)",
            "\(percent(features.inLead)) of the query's terms are in the lead",
            "the query's words make up \(percent(features.leadFocus)) of the lead",
        ]
        if features.phraseInLead {
            lines.append("the query is a phrase in the lead")
        } else if features.phraseInKorean {
            lines.append("the query is a phrase in the Korean text")
        }
        if features.lifecycleInLead {
            lines.append("its lead names the lifecycle moment the query names")
        } else if features.lifecycle {
            lines.append("concerns the lifecycle moment the query names")
        }
        if features.inPageTitle > 0 {
            let inLead = percent(model.bonuses.pageTitleInLeadShare)
            lines.append(
                "its page's title names \(percent(features.inPageTitle)) of the query's weight (terms its lead holds count \(inLead))"
            )
        }
        if !alsoOn.isEmpty { lines.append("also on " + alsoOn.joined(separator: ", ")) }
        return lines
    }

    private static func percent(_ share: Double) -> String {
        "\(Int((share * 100).rounded()))%"
    }
}
