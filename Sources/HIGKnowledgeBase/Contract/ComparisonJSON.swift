import HIGModel

/// A comparison's answer in `hig query --format json`: the two sides and the practices shown for
/// them, the one naming both first.
public struct ComparisonJSON: Encodable {
    public struct Pick: Encodable {
        /// Left out for the practice that names both sides.
        public var side: String?
        public var id: String
        public var lead: String
        public var pageTitle: String
    }

    public var sides: [String]
    public var practices: [Pick]

    init(_ answer: ComparisonAnswer) {
        sides = answer.sides
        practices = answer.picks.map {
            Pick(side: $0.side, id: $0.practice.id, lead: $0.practice.lead, pageTitle: $0.pageTitle)
        }
    }
}
