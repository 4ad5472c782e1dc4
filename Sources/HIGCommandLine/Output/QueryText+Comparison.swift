import HIGModel

extension QueryText {
    /// A question weighing two things: the guidance naming both, then each side's best, before the
    /// ranked results, so the deciding guidance of both sides is read together.
    func comparisonBlock(_ comparison: ComparisonAnswer) -> String {
        let sides = comparison.sides.map { "\"\($0)\"" }.joined(separator: language == .ko ? ", " : " and ")
        let lines = comparison.picks.map { pick in
            let lead = pick.practice.lead(in: language)
            return "  " + terminal.bold((pick.side ?? ToolWords.bothSides.text(language)) + ":") + " " + lead
                + terminal.dim("  (\(pick.pageTitle), \(pick.practice.id))")
        }
        return terminal.bold(ToolWords.comparing.text(language) + " \(sides)") + "\n" + lines.joined(separator: "\n")
    }
}
