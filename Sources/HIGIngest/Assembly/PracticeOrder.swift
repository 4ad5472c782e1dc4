import HIGModel

/// A page's practices in the order its newest English source gives them. Practices are merged in
/// the order of the source read first, the one with the most practices: often a 2022 note, whose
/// order put "Prefer system-defined colors" ahead of "Support larger text sizes" in Accessibility's
/// Vision section, where Apple now writes it fifth.
enum PracticeOrder {
    /// The practices `leading` gives, in its order, in the places such practices held; the others
    /// (guidance only other sources give) keep their places.
    static func asWritten(_ practices: [Practice], in leading: String) -> [Practice] {
        let lines = practices.map { practice in practice.sources.first { $0.file == leading }?.line }
        let places = lines.indices.filter { lines[$0] != nil }
        let ordered = places.sorted { (lines[$0]!, $0) < (lines[$1]!, $1) }
        var result = practices
        for (place, index) in zip(places, ordered) { result[place] = practices[index] }
        return result
    }
}
