import HIGCompare

/// The one-line count of a comparison that every format opens with.
enum DiffSummary {
    static func line(_ diff: GraphDiff) -> String {
        let counts = diff.counts
        var pages: [String] = []
        if counts.pagesAdded > 0 { pages.append("\(counts.pagesAdded) added") }
        if counts.pagesRemoved > 0 { pages.append("\(counts.pagesRemoved) removed") }
        if counts.pagesRenamed > 0 { pages.append("\(counts.pagesRenamed) renamed") }
        var practices = [
            "\(counts.added) added", "\(counts.removed) removed", "\(counts.reworded) reworded",
            "\(counts.retagged) retagged",
        ]
        practices.append("\(counts.strengthened) strengthened, \(counts.weakened) weakened")
        let pageText = "\(diff.pages.count) page\(diff.pages.count == 1 ? "" : "s") changed"
        return pageText + (pages.isEmpty ? "" : " (\(pages.joined(separator: ", ")))") + "; guidelines: "
            + practices.joined(separator: ", ")
    }

    static func snapshot(_ snapshot: GraphDiff.Snapshot) -> String {
        snapshot.name + (snapshot.date.map { " (\($0))" } ?? "")
    }

    /// "should → must (strengthened)".
    static func strength(_ change: StrengthChange) -> String {
        let direction = change.isStronger.map { $0 ? " (strengthened)" : " (weakened)" } ?? ""
        return "\(change.from.rawValue) → \(change.to.rawValue)\(direction)"
    }

    /// "+visionos −watchos".
    static func list(_ change: ListChange) -> String {
        (change.added.map { "+" + $0 } + change.removed.map { "−" + $0 }).joined(separator: " ")
    }

    /// What else changed about a practice, each as a label and a value.
    static func details(_ change: PracticeChange) -> [(String, String)] {
        var details: [(String, String)] = []
        if let change = change.strength { details.append(("strength", strength(change))) }
        if let platforms = change.platforms { details.append(("platforms", list(platforms))) }
        if let lifecycle = change.lifecycle { details.append(("lifecycle", list(lifecycle))) }
        if let styles = change.styles { details.append(("styles", list(styles))) }
        return details
    }
}
