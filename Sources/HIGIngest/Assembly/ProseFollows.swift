import HIGModel

/// Which practice a paragraph of the newest source comes after in its section: the last practice
/// of that section above the paragraph's line, known by the source location it keeps.
struct ProseFollows {
    private let practices: [PracticeDraft]
    private let path: String
    /// "file:line" of a practice's source → its ID.
    private let ids: [String: String]

    init(newest: PageDraft, practices merged: [Practice]) {
        practices = newest.practices
        path = newest.path
        var ids: [String: String] = [:]
        for practice in merged {
            for source in practice.sources where source.file == newest.path {
                ids["\(source.file):\(source.line)"] = practice.id
            }
        }
        self.ids = ids
    }

    /// The ID of the practice right above `line` in section `section`; nil when the paragraph
    /// comes before the section's first practice.
    func practice(before line: Int, inSection section: Int) -> String? {
        let above = practices.filter { $0.sectionIndex == section && $0.line < line }.max { $0.line < $1.line }
        return above.flatMap { ids["\(path):\($0.line)"] }
    }
}
