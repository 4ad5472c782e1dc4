extension PageDraft {
    /// The slug of the section a practice of this draft sits in; empty before the first section.
    func sectionSlug(of practice: PracticeDraft) -> String {
        practice.sectionIndex.map { Slug.make(sections[$0].title) } ?? ""
    }
}
