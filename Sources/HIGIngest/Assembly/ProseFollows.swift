import HIGModel

/// Which practice a paragraph of the newest source comes after in its section: the last practice
/// of that section above the paragraph's line, known by the line of the newest source it keeps.
struct ProseFollows {
    private let practices: [PracticeDraft]
    /// A practice's line in the newest source → its ID.
    private let ids: [Int: String]

    init(newest: PageDraft, practices merged: [Practice]) {
        practices = newest.practices
        var ids: [Int: String] = [:]
        for practice in merged {
            for source in practice.sources where source.file == newest.path { ids[source.line] = practice.id }
        }
        self.ids = ids
    }

    /// The ID of the practice right above `line` in section `section`; nil when the paragraph
    /// comes before the section's first practice.
    func practice(before line: Int, inSection section: Int) -> String? {
        let above = practices.filter { $0.sectionIndex == section && $0.line < line }.max { $0.line < $1.line }
        return above.flatMap { ids[$0.line] }
    }
}
