/// A question that weighs two things ("sheet or fullScreenCover", "alert vs action sheet"): the
/// guidance that names both sides, which usually decides, and each side's best, shown together
/// apart from the ranked results.
public struct ComparisonAnswer: Sendable {
    /// One practice of the answer: `side` is nil for the one that names both sides.
    public struct Pick: Sendable {
        public var side: String?
        public var practice: Practice
        public var pageTitle: String

        public init(side: String?, practice: Practice, pageTitle: String) {
            self.side = side
            self.practice = practice
            self.pageTitle = pageTitle
        }
    }

    /// The two sides as the query words them ("sheet", "fullscreencover").
    public var sides: [String]
    public var picks: [Pick]

    public init(sides: [String], picks: [Pick]) {
        self.sides = sides
        self.picks = picks
    }
}
