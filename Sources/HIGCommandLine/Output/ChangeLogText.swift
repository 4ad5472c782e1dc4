import HIGModel

extension PageDetailText {
    /// Apple's change log of the page, newest first: the day and what changed.
    func changeLogLines(_ page: Page) -> [String] {
        guard let entries = page.changeLog, !entries.isEmpty else { return [] }
        return [terminal.bold("Change log")]
            + entries.map { "  " + terminal.dim($0.date) + "  " + Terminal.oneLine($0.text) }
    }
}
