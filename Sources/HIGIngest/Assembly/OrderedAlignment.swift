/// Pairs two sequences that translate each other item for item, in order: the sections of a page
/// and its Korean edition, or the practices of one section. Position decides; what both sides
/// share (links, numbers, Latin words) only confirms or refutes a pair. Where the counts differ,
/// only what is confirmed, and the runs between confirmed pairs that hold the same number of items
/// on both sides, are paired: an item left unpaired is better than one paired with the wrong text.
enum OrderedAlignment {
    /// What the shared marks say about a pair.
    enum Evidence: Equatable {
        /// Both sides carry marks and share none of them.
        case contradicts
        /// Nothing to go by.
        case neutral
        /// The marks agree; the value is how much (0…1].
        case supports(Double)
    }

    /// Pairs (left, right) in order.
    static func pairs(left: Int, right: Int, evidence: (Int, Int) -> Evidence) -> [(Int, Int)] {
        if left == right {
            return (0..<left).compactMap { evidence($0, $0) == .contradicts ? nil : ($0, $0) }
        }
        var matrix = [[Evidence]](repeating: [], count: left)
        for row in 0..<left { matrix[row] = (0..<right).map { evidence(row, $0) } }
        let anchors = confirmed(matrix, right: right)
        var result: [(Int, Int)] = []
        var previous = (-1, -1)
        for anchor in anchors + [(left, right)] {
            let gapLeft = anchor.0 - previous.0 - 1
            let gapRight = anchor.1 - previous.1 - 1
            if gapLeft == gapRight {
                for offset in 0..<max(gapLeft, 0) {
                    let pair = (previous.0 + 1 + offset, previous.1 + 1 + offset)
                    if matrix[pair.0][pair.1] != .contradicts { result.append(pair) }
                }
            }
            if anchor.0 < left { result.append(anchor) }
            previous = anchor
        }
        return result
    }

    /// The pairs each side prefers to every other (a mutual best match, strictly better than the
    /// rest of its row and column), kept in increasing order on both sides.
    private static func confirmed(_ matrix: [[Evidence]], right: Int) -> [(Int, Int)] {
        func strength(_ evidence: Evidence) -> Double {
            if case .supports(let value) = evidence { return value }
            return 0
        }
        var anchors: [(Int, Int)] = []
        for row in matrix.indices {
            let scores = matrix[row].map(strength)
            guard let best = scores.indices.max(by: { scores[$0] < scores[$1] }), scores[best] > 0 else { continue }
            let rowRivals = scores.indices.filter { $0 != best && scores[$0] >= scores[best] }
            let columnRivals = matrix.indices.filter { $0 != row && strength(matrix[$0][best]) >= scores[best] }
            guard rowRivals.isEmpty, columnRivals.isEmpty else { continue }
            if let last = anchors.last, last.1 >= best { continue }
            anchors.append((row, best))
        }
        return anchors
    }
}
