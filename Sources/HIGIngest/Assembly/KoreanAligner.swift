import HIGModel

/// Attaches the practices of Korean-only sources to the English practices they translate:
/// within a section of the same (English) title, in order, when both sides hold as many.
/// What cannot be aligned stays on the page as Korean notes.
enum KoreanAligner {
    static func align(_ drafts: [PageDraft], to practices: inout [MergedPractice]) -> [KoreanNote] {
        var notes: [KoreanNote] = []
        for draft in drafts where !draft.koreanPractices.isEmpty {
            var groups: [(section: String, items: [PracticeDraft])] = []
            for practice in draft.koreanPractices {
                let title = practice.sectionIndex.map { draft.sections[$0].title } ?? ""
                if let index = groups.firstIndex(where: { $0.section == title }) {
                    groups[index].items.append(practice)
                } else {
                    groups.append((title, [practice]))
                }
            }
            for group in groups {
                let key = Slug.make(group.section)
                let targets = practices.indices.filter { Slug.make(practices[$0].section) == key }
                let aligned = targets.count == group.items.count && !key.isEmpty
                for (offset, korean) in group.items.enumerated() {
                    let text = korean.body.isEmpty ? korean.lead : korean.lead + "\n" + korean.body
                    let location = SourceLocation(file: draft.path, line: korean.line)
                    if aligned {
                        let target = targets[offset]
                        if practices[target].ko == nil {
                            practices[target].ko = text
                        } else {
                            notes.append(
                                KoreanNote(
                                    section: group.section, english: practices[target].lead, text: text,
                                    source: location))
                        }
                        if !practices[target].sources.contains(location) { practices[target].sources.append(location) }
                    } else {
                        notes.append(KoreanNote(section: group.section, english: nil, text: text, source: location))
                    }
                }
            }
        }
        return notes
    }
}
