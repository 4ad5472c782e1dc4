/// One-to-one pairs from scored candidates, best first, each side used once: how ingest pairs a
/// rewording or a translation with its practice, and how two snapshots pair reworded practices.
package enum GreedyPairing {
    package struct Candidate: Sendable {
        package var score: Double
        package var left: Int
        package var right: Int

        package init(score: Double, left: Int, right: Int) {
            self.score = score
            self.left = left
            self.right = right
        }
    }

    /// Pairs (left, right) in the order they were taken. Equal scores go to the lower left, then
    /// the lower right index, so the result never depends on how the sort breaks ties.
    package static func pairs(_ candidates: [Candidate], threshold: Double = 0) -> [(Int, Int)] {
        var usedLeft: Set<Int> = []
        var usedRight: Set<Int> = []
        var result: [(Int, Int)] = []
        let ordered = candidates.filter { $0.score >= threshold }.sorted {
            ($0.score, $1.left, $1.right) > ($1.score, $0.left, $0.right)
        }
        for candidate in ordered where !usedLeft.contains(candidate.left) && !usedRight.contains(candidate.right) {
            result.append((candidate.left, candidate.right))
            usedLeft.insert(candidate.left)
            usedRight.insert(candidate.right)
        }
        return result
    }
}
