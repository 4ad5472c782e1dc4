import HIGModel

/// A page's prose: the paragraphs that are not practices, as the newest source writes them, each
/// with the Korean any source gives the same English. Korean of English that the newest source
/// no longer has stays a note beside its old English.
struct PageProse {
    var sections: [Section]
    var intro: [Paragraph]
    var notes: [KoreanNote]

    init(sections: [Section], drafts: [PageDraft], notes: [KoreanNote]) {
        // Apple's Korean edition has no English prose to give, however new it is.
        let newest = drafts.enumerated().filter { !$0.element.isAppleKorean }.max { lhs, rhs in
            let (left, right) = (lhs.element.edition ?? "", rhs.element.edition ?? "")
            return left != right ? left < right : lhs.offset > rhs.offset
        }?.element
        var translations: [String: String] = [:]
        var translated: [(draft: PageDraft, section: String, paragraph: ProseDraft)] = []
        for draft in drafts.sorted(by: { ($0.edition ?? "") < ($1.edition ?? "") }) {
            let paragraphs = [("", draft.prose)] + draft.sections.map { ($0.title, $0.prose) }
            for (section, prose) in paragraphs {
                for paragraph in prose {
                    guard let ko = paragraph.ko else { continue }
                    translations[Slug.compact(paragraph.text)] = ko
                    translated.append((draft, section, paragraph))
                }
            }
        }
        func withKorean(_ prose: [ProseDraft]) -> [Paragraph] {
            prose.map { draft in
                Paragraph(text: draft.text, ko: draft.ko ?? translations[Slug.compact(draft.text)])
            }
        }
        var bySection: [String: [Paragraph]] = [:]
        for section in newest?.sections ?? [] where !section.prose.isEmpty {
            bySection[Slug.make(section.title), default: []] += withKorean(section.prose)
        }
        self.sections = sections.map { section in
            var section = section
            let prose = bySection[section.id] ?? []
            section.prose = prose.isEmpty ? nil : prose
            return section
        }
        intro = withKorean(newest?.prose ?? [])
        let shown = Set((intro + bySection.values.flatMap { $0 }).map { Slug.compact($0.text) })
        self.notes =
            notes
            + translated.filter { !shown.contains(Slug.compact($0.paragraph.text)) }.map { item in
                KoreanNote(
                    section: item.section, english: item.paragraph.text, text: item.paragraph.ko ?? "",
                    source: SourceLocation(file: item.draft.path, line: item.paragraph.line))
            }
    }
}
