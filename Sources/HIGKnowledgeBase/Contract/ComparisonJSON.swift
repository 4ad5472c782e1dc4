import HIGModel

/// A comparison's answer in `hig query --format json`: the two sides and the practices shown for
/// them, the one naming both first.
package struct ComparisonJSON: Encodable {
    package struct Pick: Encodable {
        /// Left out for the practice that names both sides.
        package var side: String?
        package var id: String
        package var lead: String
        package var pageTitle: String
    }

    package var sides: [String]
    package var practices: [Pick]

    init(_ answer: ComparisonAnswer) {
        sides = answer.sides
        practices = answer.picks.map {
            Pick(side: $0.side, id: $0.practice.id, lead: $0.practice.lead, pageTitle: $0.pageTitle)
        }
    }
}
