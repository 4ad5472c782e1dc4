/// A question that weighs two things ("sheet or fullScreenCover", "alert vs action sheet"): the
/// guidance that names both sides, which usually decides, and each side's best, shown together
/// apart from the ranked results.
package struct ComparisonAnswer: Sendable {
    /// One practice of the answer: `side` is nil for the one that names both sides.
    package struct Pick: Sendable {
        package var side: String?
        package var practice: Practice
        package var pageTitle: String

        package init(side: String?, practice: Practice, pageTitle: String) {
            self.side = side
            self.practice = practice
            self.pageTitle = pageTitle
        }
    }

    /// The two sides as the query words them ("sheet", "fullscreencover").
    package var sides: [String]
    package var picks: [Pick]

    package init(sides: [String], picks: [Pick]) {
        self.sides = sides
        self.picks = picks
    }
}
